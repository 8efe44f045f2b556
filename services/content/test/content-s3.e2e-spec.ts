import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import { MediaKind } from '@boutique/contracts/content/v1/content_service';
import sharp from 'sharp';
import { S3Storage } from '../src/media/storage/s3-storage.js';
import { ADMIN, startContent, type ContentFixture } from './fixtures/content-fixture.js';
import { startTestS3, type S3Server } from './fixtures/s3-server.js';
import { mp4Video, photoJpeg } from './fixtures/sample-media.js';

// MinIO in a container with TESTCONTAINERS=1 on a Docker host, else the in-process s3rver.
const s3 = await startTestS3().catch((error: unknown) => {
  if (process.env.TESTCONTAINERS?.toLowerCase() === 'required') throw error;
  return error as Error;
});

describe(
  `content service with the S3 adapter (${s3 instanceof Error ? 's3rver' : s3.kind})`,
  { skip: s3 instanceof Error && `S3 server could not start: ${s3.message}` },
  () => {
    let fixture: ContentFixture;
    let server: S3Server;
    let bucket: S3Storage;

    before(async () => {
      server = s3 as S3Server;
      fixture = await startContent({
        S3_ENDPOINT: server.endpoint,
        S3_BUCKET: server.bucket,
        S3_ACCESS_KEY_ID: server.accessKeyId,
        S3_SECRET_ACCESS_KEY: server.secretAccessKey,
        MEDIA_PUBLIC_PATH: 'https://media.boutique.test/media',
      });
      bucket = new S3Storage({ ...server, region: 'us-east-1' });
    });

    after(async () => {
      bucket?.destroy();
      await fixture?.close();
      await server?.close();
    });

    it('writes the renditions and the video to the bucket, not the disk, and deletes them', async () => {
      const { file } = await fixture.content.uploadMedia(
        {
          actor: ADMIN,
          kind: MediaKind.MEDIA_KIND_IMAGE,
          filename: 'drape.jpg',
          content: await photoJpeg(1100, 800),
        },
        { timeoutMs: 30_000 },
      );
      assert.ok(file);
      assert.equal(file.url, `https://media.boutique.test/media/${file.id}1024.jpg`);
      assert.deepEqual(await bucket.list(file.id), [
        `${file.id}1024.avif`,
        `${file.id}1024.jpg`,
        `${file.id}320.avif`,
        `${file.id}320.jpg`,
        `${file.id}640.avif`,
        `${file.id}640.jpg`,
      ]);
      const widest = await bucket.get(`${file.id}1024.jpg`);
      assert.equal(widest?.length, file.size);
      assert.equal((await sharp(widest).metadata()).width, 1024);
      assert.deepEqual(await readdir(fixture.mediaDir), []);

      const { file: video } = await fixture.content.uploadMedia(
        {
          actor: ADMIN,
          kind: MediaKind.MEDIA_KIND_VIDEO,
          filename: 'drape.mp4',
          content: mp4Video(),
        },
        { timeoutMs: 30_000 },
      );
      assert.equal(await bucket.exists(`${video!.id}video.mp4`), true);

      await fixture.content.deleteMedia({ actor: ADMIN, id: file.id });
      assert.deepEqual(await bucket.list(file.id), []);
      assert.equal(await bucket.exists(`${video!.id}video.mp4`), true);
    });
  },
);
