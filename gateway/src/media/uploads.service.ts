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
import type { MediaFileView } from './media.models.js';

const MB = 1_048_576;

export const FILE_FIELD = 'file';
export const NO_FILE = 'No file uploaded';
export const UNSUPPORTED_FORMAT = 'Unsupported file format';
export const HEIC_FAILED = 'HEIC conversion failed';
export const IMAGE_TOO_LARGE = 'File too large, file size exceeds 1MB limit';
export const VIDEO_TOO_LARGE = 'File size exceeds 10MB limit';

export type UploadKind = 'image' | 'video';

/** What each upload route takes: at most `maxBytes`, else 413 with `tooLarge`. */
export const UPLOAD_RULES: Record<
  UploadKind,
  { kind: MediaKind; maxBytes: number; tooLarge: string }
> = {
  image: { kind: MediaKind.MEDIA_KIND_IMAGE, maxBytes: MB, tooLarge: IMAGE_TOO_LARGE },
  video: { kind: MediaKind.MEDIA_KIND_VIDEO, maxBytes: 10 * MB, tooLarge: VIDEO_TOO_LARGE },
};

/** Content's refusals (INVALID_ARGUMENT with the user-facing text) as the edge's statuses. */
const STATUS_BY_MESSAGE: Record<string, (message: string) => Error> = {
  [UNSUPPORTED_FORMAT]: (m) => new UnsupportedMediaTypeException(m),
  [HEIC_FAILED]: (m) => new UnsupportedMediaTypeException(m),
  [IMAGE_TOO_LARGE]: (m) => new PayloadTooLargeException(m),
  [VIDEO_TOO_LARGE]: (m) => new PayloadTooLargeException(m),
};

/** Uploads can take longer than a read: re-encoding an image, storing a 10 MB video. */
const UPLOAD_TIMEOUT_MS = 60_000;

export function toMediaFileView(file: MediaFile): MediaFileView {
  const kind = String(file.kind) === String(MediaKind.MEDIA_KIND_VIDEO) ? 'video' : 'image';
  return {
    id: file.id,
    url: file.url,
    kind,
    contentType: file.contentType,
    width: file.width,
    height: file.height,
    widths: [...file.widths],
    size: file.size,
    sourceFormat: file.sourceFormat,
  };
}

/**
 * Admin uploads: the multipart field `file` is read up to one byte over the route's limit
 * (so a larger file is 413 with the user-facing message without buffering it) and its bytes
 * are sent to content's UploadMedia, which reads the type from the bytes.
 */
@Injectable()
export class UploadsService {
  constructor(private readonly content: ContentClient) {}

  async upload(admin: AuthUser, request: FastifyRequest, kind: UploadKind): Promise<MediaFileView> {
    const rule = UPLOAD_RULES[kind];
    const { bytes, filename } = await readFilePart(request, rule.maxBytes, rule.tooLarge);
    try {
      const { file } = await this.content.rpc.uploadMedia(
        {
          actor: actorOf(admin),
          kind: rule.kind,
          filename,
          content: bytes,
        },
        { timeoutMs: UPLOAD_TIMEOUT_MS },
      );
      if (!file?.url) throw new Error('content answered no file');
      return toMediaFileView(file);
    } catch (error) {
      if (isGrpcError(error)) {
        const mapped = STATUS_BY_MESSAGE[error.details ?? ''];
        if (mapped) throw mapped(error.details ?? '');
      }
      throw error;
    }
  }
}

/**
 * The bytes of the multipart field `file`: 400 "No file uploaded" without one, 413
 * `tooLarge` past `maxBytes` (busboy stops at maxBytes + 1; the rest is discarded).
 */
export async function readFilePart(
  request: FastifyRequest,
  maxBytes: number,
  tooLarge: string,
): Promise<{ bytes: Buffer; filename: string }> {
  if (!request.isMultipart()) throw new BadRequestException(NO_FILE);
  let part;
  try {
    part = await request.file({
      limits: { fileSize: maxBytes + 1, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
      throwFileSizeLimit: false,
    });
  } catch {
    throw new BadRequestException(NO_FILE);
  }
  if (!part) throw new BadRequestException(NO_FILE);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= maxBytes) chunks.push(chunk);
  }
  if (part.fieldname !== FILE_FIELD) throw new BadRequestException(NO_FILE);
  if (part.file.truncated || size > maxBytes) throw new PayloadTooLargeException(tooLarge);
  if (size === 0) throw new BadRequestException(NO_FILE);
  // a part sent with `filename=""` has no filename at all (busboy): it is only logged
  return { bytes: Buffer.concat(chunks), filename: (part.filename ?? '').slice(0, 255) };
}
