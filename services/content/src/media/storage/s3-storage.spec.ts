import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '@boutique/testing';
import { mediaStorageContract, type StorageUnderTest } from './media-storage.contract.js';
import { S3Storage } from './s3-storage.js';

const BUCKET = 'boutique-media';

/** An S3 server of our own (s3rver) on a free port, with the bucket made. */
async function startS3(): Promise<StorageUnderTest> {
  const { default: S3rver } = await import('s3rver');
  const directory = await mkdtemp(path.join(tmpdir(), 'content-s3rver-'));
  const port = await freePort();
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET }],
  });
  await server.run();
  const storage = new S3Storage({
    endpoint: `http://127.0.0.1:${port}`,
    bucket: BUCKET,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    region: 'us-east-1',
  });
  return {
    storage,
    close: async () => {
      storage.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

// Started before the suite is declared, so a server that cannot start here is reported
// as a skipped suite with the reason rather than as a failure.
const started = await startS3().catch((error: unknown) => error as Error);

mediaStorageContract(
  'S3Storage against s3rver',
  () => (started instanceof Error ? Promise.reject(started) : Promise.resolve(started)),
  { skip: started instanceof Error && `s3rver could not start: ${started.message}` },
);
