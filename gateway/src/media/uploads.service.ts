import type {} from '@fastify/multipart';
import {
  BadRequestException,
  Injectable,
  PayloadTooLargeException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import { MediaKind, type MediaFile } from '@boutique/contracts/content/v1/content_service';
import { isGrpcError } from '@boutique/service-kit';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../auth/jwt-verifier.js';
import { ContentClient } from '../clients/content.client.js';
import { actorOf } from '../common/actor.js';
import type { MediaFileView } from './media.shapes.js';

const MB = 1_048_576;
export const NO_FILE = 'No file uploaded';
const IMAGE_TOO_LARGE = 'File too large, file size exceeds 1MB limit';
const VIDEO_TOO_LARGE = 'File size exceeds 10MB limit';

export type UploadKind = 'image' | 'video' | 'return-photo';

/** What each upload route takes: at most `maxBytes`, else 413 with `tooLarge`. */
export const UPLOAD_RULES: Record<
  UploadKind,
  { kind: MediaKind; maxBytes: number; tooLarge: string }
> = {
  image: { kind: MediaKind.MEDIA_KIND_IMAGE, maxBytes: MB, tooLarge: IMAGE_TOO_LARGE },
  video: { kind: MediaKind.MEDIA_KIND_VIDEO, maxBytes: 10 * MB, tooLarge: VIDEO_TOO_LARGE },
  // a customer's photo for their return request (content caps them a day: 429)
  'return-photo': {
    kind: MediaKind.MEDIA_KIND_RETURN_PHOTO,
    maxBytes: MB,
    tooLarge: IMAGE_TOO_LARGE,
  },
};

/** Content's refusals (INVALID_ARGUMENT with the user-facing text) as the edge's statuses. */
const REFUSALS: Record<string, new (message: string) => Error> = {
  'Unsupported file format': UnsupportedMediaTypeException,
  'HEIC conversion failed': UnsupportedMediaTypeException,
  [IMAGE_TOO_LARGE]: PayloadTooLargeException,
  [VIDEO_TOO_LARGE]: PayloadTooLargeException,
};

/** Uploads can take longer than a read: re-encoding an image, storing a 10 MB video. */
const UPLOAD_TIMEOUT_MS = 60_000;

function toMediaFileView(file: MediaFile): MediaFileView {
  const kind = String(file.kind) === String(MediaKind.MEDIA_KIND_VIDEO) ? 'video' : 'image';
  const { id, url, contentType, width, height, widths, size, sourceFormat } = file;
  return { id, url, kind, contentType, width, height, widths: [...widths], size, sourceFormat };
}

/**
 * Uploads (the owner's media, a customer's return photo): the multipart field `file` is read up to one byte over the route's limit
 * (so a larger file is 413 with the user-facing message without buffering it) and its bytes
 * are sent to content's UploadMedia, which reads the type from the bytes.
 */
@Injectable()
export class UploadsService {
  constructor(private readonly content: ContentClient) {}

  async upload(user: AuthUser, request: FastifyRequest, kind: UploadKind): Promise<MediaFileView> {
    const rule = UPLOAD_RULES[kind];
    const { bytes, filename } = await readFilePart(request, rule.maxBytes, rule.tooLarge);
    try {
      const { file } = await this.content.rpc.uploadMedia(
        { actor: actorOf(user), kind: rule.kind, filename, content: bytes },
        { timeoutMs: UPLOAD_TIMEOUT_MS },
      );
      if (!file?.url) throw new Error('content answered no file');
      return toMediaFileView(file);
    } catch (error) {
      const Refusal = isGrpcError(error) ? REFUSALS[error.details ?? ''] : undefined;
      throw Refusal ? new Refusal((error as { details: string }).details) : error;
    }
  }
}

/**
 * The bytes of the multipart field `file`: 400 "No file uploaded" without one, 413
 * `tooLarge` past `maxBytes` (busboy stops at maxBytes + 1; the rest is discarded).
 */
async function readFilePart(
  request: FastifyRequest,
  maxBytes: number,
  tooLarge: string,
): Promise<{ bytes: Buffer; filename: string }> {
  if (!request.isMultipart()) throw new BadRequestException(NO_FILE);
  const part = await request
    .file({
      limits: { fileSize: maxBytes + 1, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
      throwFileSizeLimit: false,
    })
    .catch(() => undefined);
  if (!part) throw new BadRequestException(NO_FILE);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= maxBytes) chunks.push(chunk);
  }
  if (part.fieldname !== 'file') throw new BadRequestException(NO_FILE);
  if (part.file.truncated || size > maxBytes) throw new PayloadTooLargeException(tooLarge);
  if (size === 0) throw new BadRequestException(NO_FILE);
  // a part sent with `filename=""` has no filename at all (busboy): it is only logged
  return { bytes: Buffer.concat(chunks), filename: (part.filename ?? '').slice(0, 255) };
}
