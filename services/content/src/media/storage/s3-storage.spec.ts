import { startS3Server } from '../../../test/fixtures/s3-server.js';
import { mediaStorageContract, type StorageUnderTest } from './media-storage.contract.js';
import { S3Storage } from './s3-storage.js';

async function startS3(): Promise<StorageUnderTest> {
  const server = await startS3Server();
  const storage = new S3Storage({ ...server, region: 'us-east-1' });
  return {
    storage,
    close: async () => {
      storage.destroy();
      await server.close();
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
