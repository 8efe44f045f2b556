import { rows } from '@boutique/service-kit';
import type { DataSource } from 'typeorm';

/**
 * One upload as media_file stores it: the files under `prefix` in the media storage and
 * what the client was told (columns read as camelCase).
 */
export interface MediaFileRecord {
  /** The uuid in the storage keys (images/<id>/..., videos/<id>/...). */
  id: string;
  kind: 'image' | 'video';
  /** Storage prefix holding every file of this upload, e.g. "images/<id>/". */
  prefix: string;
  /** Storage keys written, for audits and for deleting without listing. */
  keys: string[];
  url: string;
  contentType: string;
  width: number;
  height: number;
  widths: number[];
  /** Bytes of the file at url. */
  size: number;
  /** Bytes of the upload as received. */
  originalSize: number;
  sourceFormat: string;
  uploadedBy: string | null;
  createdAt: Date;
}

const COLUMNS = `id, kind, prefix, keys, url, content_type AS "contentType", width, height,
  widths, size, original_size AS "originalSize", source_format AS "sourceFormat",
  uploaded_by AS "uploadedBy", created_at AS "createdAt"`;

export async function insertMediaFile(
  dataSource: DataSource,
  file: Omit<MediaFileRecord, 'createdAt'>,
): Promise<MediaFileRecord> {
  const [row] = await rows<MediaFileRecord>(
    dataSource,
    `INSERT INTO media_file (id, kind, prefix, keys, url, content_type, width, height, widths,
       size, original_size, source_format, uploaded_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
     RETURNING ${COLUMNS}`,
    [
      file.id,
      file.kind,
      file.prefix,
      file.keys,
      file.url,
      file.contentType,
      file.width,
      file.height,
      file.widths,
      file.size,
      file.originalSize,
      file.sourceFormat,
      file.uploadedBy,
    ],
  );
  return row;
}

export async function findMediaFile(
  dataSource: DataSource,
  id: string,
): Promise<MediaFileRecord | undefined> {
  const [row] = await rows<MediaFileRecord>(
    dataSource,
    `SELECT ${COLUMNS} FROM media_file WHERE id = $1`,
    [id],
  );
  return row;
}

export async function deleteMediaFile(dataSource: DataSource, id: string): Promise<void> {
  await rows(dataSource, `DELETE FROM media_file WHERE id = $1`, [id]);
}

/** The files of `ids` (uuids), uploaded by `uploadedBy` unless it is null (an admin asks). */
export async function findMediaFiles(
  dataSource: DataSource,
  ids: string[],
  uploadedBy: string | null,
): Promise<MediaFileRecord[]> {
  return rows<MediaFileRecord>(
    dataSource,
    `SELECT ${COLUMNS} FROM media_file
      WHERE id = ANY($1::uuid[]) AND ($2::uuid IS NULL OR uploaded_by = $2::uuid)`,
    [ids, uploadedBy],
  );
}

/** How many files `uploadedBy` stored since `since`. */
export async function countUploadsSince(
  dataSource: DataSource,
  uploadedBy: string,
  since: Date,
): Promise<number> {
  const [{ count }] = await rows<{ count: number }>(
    dataSource,
    `SELECT count(*)::int AS count FROM media_file WHERE uploaded_by = $1 AND created_at > $2`,
    [uploadedBy, since],
  );
  return count;
}
