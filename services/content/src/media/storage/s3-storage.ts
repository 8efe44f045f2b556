import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { keySegments, type MediaStorage } from './media-storage.js';

interface S3StorageOptions {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

/**
 * Media in an S3 bucket (MinIO in production), path-style addressing. Objects are
 * public-read through the ingress at the same paths as in embedded mode, and immutable
 * (a new upload gets a new id), so they carry a long cache lifetime.
 */
export class S3Storage implements MediaStorage {
  private readonly client: S3Client;
  readonly bucket: string;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.client = new S3Client({
      endpoint: options.endpoint,
      region: options.region,
      forcePathStyle: true,
      credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
      // MinIO and s3rver do not all speak the SDK's newer default checksums.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
    });
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    keySegments(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: bytes,
        ContentType: contentType,
        ContentLength: bytes.byteLength,
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );
  }

  async get(key: string): Promise<Buffer | undefined> {
    keySegments(key);
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key }),
      );
      if (!answer.Body) return undefined;
      return Buffer.from(await answer.Body.transformToByteArray());
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    keySegments(key);
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  async deletePrefix(prefix: string): Promise<void> {
    // Listing and deleting in pages of up to 1000 keys (S3's limit for both).
    for (;;) {
      const keys = await this.listPage(prefix);
      if (keys.length === 0) return;
      const answer = await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.bucket,
          Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
        }),
      );
      if (answer.Errors?.length)
        throw new Error(`S3 delete failed for ${answer.Errors.map((e) => e.Key).join(', ')}`);
    }
  }

  async list(prefix: string): Promise<string[]> {
    keySegments(prefix, { prefix: true });
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const item of page.Contents ?? []) if (item.Key) keys.push(item.Key);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys.sort();
  }

  private async listPage(prefix: string): Promise<string[]> {
    keySegments(prefix, { prefix: true });
    const page = await this.client.send(
      new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, MaxKeys: 1000 }),
    );
    return (page.Contents ?? []).flatMap((item) => (item.Key ? [item.Key] : []));
  }

  destroy(): void {
    this.client.destroy();
  }
}

function isNotFound(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.$metadata.httpStatusCode === 404 ||
      error.name === 'NoSuchKey' ||
      error.name === 'NotFound')
  );
}
