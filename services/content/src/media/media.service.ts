import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  ACCESS_DENIED,
  RpcErrors,
  SERVICE_CONFIG,
  isAdmin,
  logger,
  requireActor,
  requireAdmin,
} from '@boutique/service-kit';
import { MediaKind, type MediaFile } from '@boutique/contracts/content/v1/content_service';
import type { Actor } from '@boutique/contracts/common/v1/common';
import { DataSource } from 'typeorm';
import type { ContentConfig } from '../config/content.config.js';
import {
  HeicConversionError,
  UndecodableImageError,
  processImage,
  type ProcessedImage,
} from './image-pipeline.js';
import {
  countUploadsSince,
  deleteMediaFile,
  findMediaFile,
  findMediaFiles,
  insertMediaFile,
  type MediaFileRecord,
} from './media-file.sql.js';
import { MAX_OWN_MEDIA_IDS, MEDIA_MESSAGES, uploadProblem } from './media-rules.js';
import { detectMedia, type ImageFormat } from './media-type.js';
import { MEDIA_STORAGE, type MediaStorage } from './storage/media-storage.js';

interface UploadInput {
  actor: Actor | undefined;
  kind: MediaKind;
  filename: string;
  content: Uint8Array;
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** A MediaFile id ("images/<uuid>/"), a bare uuid, or one of the file's URLs. */
const ID_PATTERN = new RegExp(`^(?:.*/)?(?:images|videos)/(${UUID})(?:/.*)?$|^(${UUID})$`, 'i');

const ASKED: Partial<Record<MediaKind, 'image' | 'video'>> = {
  [MediaKind.MEDIA_KIND_IMAGE]: 'image',
  [MediaKind.MEDIA_KIND_VIDEO]: 'video',
  [MediaKind.MEDIA_KIND_RETURN_PHOTO]: 'image',
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** The uuid a MediaFile id, a bare uuid or one of the file's URLs names (lower case). */
function uuidOf(id: string): string | undefined {
  const match = ID_PATTERN.exec(id.trim());
  return (match?.[1] ?? match?.[2])?.toLowerCase();
}

export function toMediaFileMessage(row: MediaFileRecord): MediaFile {
  return {
    id: row.prefix,
    kind: row.kind === 'image' ? MediaKind.MEDIA_KIND_IMAGE : MediaKind.MEDIA_KIND_VIDEO,
    url: row.url,
    contentType: row.contentType,
    width: row.width,
    height: row.height,
    widths: row.widths,
    size: row.size,
    sourceFormat: row.sourceFormat,
  };
}

/**
 * Uploads and deletions of media files: checks who may upload (an admin; a signed-in
 * customer only a return photo, a few a day), reads the type from the bytes, re-encodes
 * images, writes the files to the storage, then records the row with its uploader. A
 * failure after the first write removes what was written.
 */
@Injectable()
export class MediaService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(MEDIA_STORAGE) private readonly storage: MediaStorage,
    @Inject(SERVICE_CONFIG) private readonly config: ContentConfig,
  ) {}

  async upload(input: UploadInput): Promise<MediaFileRecord> {
    if (input.kind === MediaKind.MEDIA_KIND_RETURN_PHOTO) await this.mayUploadPhoto(input.actor);
    else requireAdmin(input.actor);
    const content = input.content;
    const detected = await detectMedia(content);
    const log = logger().child({ filename: input.filename.slice(0, 200), bytes: content.length });

    const asked = ASKED[input.kind];
    const problem = uploadProblem(asked, detected.kind, content.length);
    if (problem) {
      log.info({ asked, detected }, `upload refused: ${problem}`);
      throw RpcErrors.invalid(problem);
    }

    if (detected.kind === 'image') {
      const image = await this.process(content, detected.format);
      const row = await this.storeImage(image, detected.format, content.length, input.actor);
      log.info({ id: row.id, format: detected.format, widths: row.widths }, 'image uploaded');
      return row;
    }
    if (detected.kind !== 'video') throw RpcErrors.invalid(MEDIA_MESSAGES.unsupported);
    const id = randomUUID();
    const key = `videos/${id}/video.${detected.ext}`;
    const row = await this.record(
      {
        id,
        kind: 'video',
        prefix: `videos/${id}/`,
        keys: [key],
        url: this.urlOf(key),
        contentType: detected.contentType,
        width: 0,
        height: 0,
        widths: [],
        size: content.length,
        originalSize: content.length,
        sourceFormat: detected.format,
        uploadedBy: actorId(input.actor),
      },
      [{ key, bytes: content, contentType: detected.contentType }],
    );
    log.info({ id: row.id, format: detected.format }, 'video uploaded');
    return row;
  }

  /**
   * The files of `ids` in the order asked, each uploaded by the actor (an admin: by
   * anyone); NOT_FOUND when one is not, so another customer's photo is never claimed.
   */
  async own(actor: Actor | undefined, ids: string[]): Promise<MediaFileRecord[]> {
    const asker = requireActor(actor);
    if (ids.length > MAX_OWN_MEDIA_IDS) throw RpcErrors.invalid(MEDIA_MESSAGES.photoNotFound);
    const uuids = ids.map(uuidOf);
    if (uuids.some((uuid) => !uuid)) throw RpcErrors.notFound(MEDIA_MESSAGES.photoNotFound);
    const wanted = uuids as string[];
    const found = await findMediaFiles(
      this.dataSource,
      wanted,
      isAdmin(asker) ? null : actorId(asker),
    );
    const byId = new Map(found.map((row) => [row.id, row]));
    return wanted.map((uuid) => {
      const row = byId.get(uuid);
      if (!row) throw RpcErrors.notFound(MEDIA_MESSAGES.photoNotFound);
      return row;
    });
  }

  async delete(actor: Actor | undefined, id: string): Promise<void> {
    requireAdmin(actor);
    const uuid = uuidOf(id);
    const row = uuid ? await findMediaFile(this.dataSource, uuid) : undefined;
    if (!row) throw RpcErrors.notFound(MEDIA_MESSAGES.notFound);
    // Files first: if that fails the row stays and the deletion can be retried.
    await this.storage.deletePrefix(row.prefix);
    await deleteMediaFile(this.dataSource, row.id);
    logger().info({ id: row.id, kind: row.kind }, 'media deleted');
  }

  /** A signed-in customer (or an admin) under the daily cap of return photos. */
  private async mayUploadPhoto(actor: Actor | undefined): Promise<void> {
    const uploader = actorId(requireActor(actor));
    if (!uploader) throw RpcErrors.forbidden(ACCESS_DENIED);
    if (isAdmin(actor)) return;
    const since = new Date(Date.now() - DAY_MS);
    const count = await countUploadsSince(this.dataSource, uploader, since);
    if (count >= this.config.MAX_RETURN_PHOTOS_PER_DAY) {
      logger().info({ uploader, count }, 'upload refused: daily return photo cap');
      throw RpcErrors.tooMany(MEDIA_MESSAGES.tooManyPhotos);
    }
  }

  private async process(content: Uint8Array, format: ImageFormat): Promise<ProcessedImage> {
    try {
      return await processImage(content, format);
    } catch (error) {
      if (error instanceof HeicConversionError) {
        logger().info({ err: error }, 'upload refused: HEIC conversion failed');
        throw RpcErrors.invalid(MEDIA_MESSAGES.heicFailed);
      }
      if (error instanceof UndecodableImageError) {
        logger().info({ err: error, format }, 'upload refused: undecodable image');
        throw RpcErrors.invalid(MEDIA_MESSAGES.unsupported);
      }
      throw error;
    }
  }

  private storeImage(
    image: ProcessedImage,
    format: ImageFormat,
    originalSize: number,
    actor: Actor | undefined,
  ): Promise<MediaFileRecord> {
    const id = randomUUID();
    const prefix = `images/${id}/`;
    const files = image.renditions.flatMap((rendition) => [
      { key: `${prefix}${rendition.width}.avif`, bytes: rendition.avif, contentType: 'image/avif' },
      {
        key: `${prefix}${rendition.width}.${image.fallback.ext}`,
        bytes: rendition.fallback,
        contentType: image.fallback.contentType,
      },
    ]);
    const widest = image.renditions[image.renditions.length - 1];
    const urlKey = `${prefix}${widest.width}.${image.fallback.ext}`;
    return this.record(
      {
        id,
        kind: 'image',
        prefix,
        keys: files.map((file) => file.key),
        url: this.urlOf(urlKey),
        contentType: image.fallback.contentType,
        width: widest.width,
        height: widest.height,
        widths: image.renditions.map((rendition) => rendition.width),
        size: widest.fallback.length,
        originalSize,
        sourceFormat: format,
        uploadedBy: actorId(actor),
      },
      files,
    );
  }

  /** Writes the files, then the row; on any failure removes what was written. */
  private async record(
    row: Omit<MediaFileRecord, 'createdAt'>,
    files: { key: string; bytes: Uint8Array; contentType: string }[],
  ): Promise<MediaFileRecord> {
    try {
      await Promise.all(
        files.map((file) => this.storage.put(file.key, file.bytes, file.contentType)),
      );
      return await insertMediaFile(this.dataSource, row);
    } catch (error) {
      await this.storage.deletePrefix(row.prefix).catch((cleanup: unknown) => {
        logger().error({ err: cleanup, prefix: row.prefix }, 'could not remove a failed upload');
      });
      throw error;
    }
  }

  private urlOf(key: string): string {
    return `${this.config.MEDIA_PUBLIC_PATH}/${key}`;
  }
}

const UUID_ONLY = new RegExp(`^${UUID}$`, 'i');

function actorId(actor: Actor | undefined): string | null {
  return actor?.userId && UUID_ONLY.test(actor.userId) ? actor.userId : null;
}
