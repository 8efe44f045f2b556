// The production-like run's S3-compatible store: s3rver (npm, MIT), the same server the
// content service's S3 adapter tests run against, in this process, with the media bucket.
// Production uses any S3 (compose runs a maintained S3 server); the content service only
// speaks S3 to it.
import fs from 'node:fs';

export interface RunningObjectStore {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  stop(): Promise<void>;
}

export async function startObjectStore(options: {
  port: number;
  directory: string;
  bucket?: string;
}): Promise<RunningObjectStore> {
  const bucket = options.bucket ?? 'boutique-media';
  fs.mkdirSync(options.directory, { recursive: true });
  const { default: S3rver } = await import('s3rver');
  const server = new S3rver({
    address: '127.0.0.1',
    port: options.port,
    silent: true,
    directory: options.directory,
    configureBuckets: [{ name: bucket }],
  });
  await server.run();
  return {
    endpoint: `http://127.0.0.1:${options.port}`,
    bucket,
    // s3rver's fixed credentials
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    stop: () => server.close(),
  };
}
