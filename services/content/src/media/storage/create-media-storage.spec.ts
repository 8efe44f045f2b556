import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ConfigError } from '@boutique/service-kit';
import { contentConfigSchema } from '../../config/content.config.js';
import { createMediaStorage } from './create-media-storage.js';
import { LocalDiskStorage } from './local-disk-storage.js';
import { S3Storage } from './s3-storage.js';

// IDENTITY_GRPC_URL is required by the schema but plays no part in the storage choice.
const parse = (env: Record<string, string | undefined>) =>
  contentConfigSchema.parse({ IDENTITY_GRPC_URL: '127.0.0.1:50051', ...env });

describe('createMediaStorage', () => {
  it('uses the local disk under MEDIA_DIR when S3_ENDPOINT is unset', () => {
    const config = parse({});
    assert.equal(config.MEDIA_DIR, '.data/media');
    assert.equal(config.MEDIA_PUBLIC_PATH, '/media');
    assert.ok(createMediaStorage(config) instanceof LocalDiskStorage);
  });

  it('uses S3 when S3_ENDPOINT is set, and names a missing S3 variable', () => {
    const s3 = {
      S3_ENDPOINT: 'http://minio:9000',
      S3_BUCKET: 'media',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    const storage = createMediaStorage(parse(s3));
    assert.ok(storage instanceof S3Storage);
    storage.destroy();
    assert.throws(
      () => createMediaStorage(parse({ ...s3, S3_BUCKET: undefined })),
      (error: unknown) =>
        error instanceof ConfigError &&
        error.message ===
          'Configuration error: S3_BUCKET is missing (required when S3_ENDPOINT is set)',
    );
  });

  it('refuses a public path with a trailing slash', () => {
    assert.throws(() => parse({ MEDIA_PUBLIC_PATH: '/media/' }));
    assert.equal(
      parse({ MEDIA_PUBLIC_PATH: 'https://cdn.example.com/media' }).MEDIA_PUBLIC_PATH,
      'https://cdn.example.com/media',
    );
  });
});
