import { ConfigError } from '@boutique/service-kit';
import type { ContentConfig } from '../../config/content.config.js';
import { LocalDiskStorage } from './local-disk-storage.js';
import type { MediaStorage } from './media-storage.js';
import { S3Storage } from './s3-storage.js';

/** S3_ENDPOINT set means the S3 adapter (all four S3 variables then required); else MEDIA_DIR. */
export function createMediaStorage(config: ContentConfig): MediaStorage {
  if (!config.S3_ENDPOINT) return new LocalDiskStorage(config.MEDIA_DIR);
  const { S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = config;
  const missing = Object.entries({ S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY }).find(
    ([, value]) => !value,
  );
  if (missing || !S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY)
    throw new ConfigError(
      `Configuration error: ${missing?.[0] ?? 'S3_BUCKET'} is missing (required when S3_ENDPOINT is set)`,
    );
  return new S3Storage({
    endpoint: config.S3_ENDPOINT,
    bucket: S3_BUCKET,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    region: config.S3_REGION,
  });
}
