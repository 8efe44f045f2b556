import { mkdir } from 'node:fs/promises';
import { extname } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { IMMUTABLE_CACHE } from './spa-fallback.js';

/** Types of what content stores (images re-encoded; videos as sent). */
const MEDIA_TYPES: Record<string, string> = {
  '.avif': 'image/avif',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.mov': 'video/quicktime',
};

/**
 * `/media/*` from MEDIA_DIR (embedded mode; in production the ingress serves the same
 * paths from MinIO). Every stored file has its own id in its path and never changes, so
 * it is cached for a year (immutable); its type comes from the extension content gave it,
 * never sniffed; no directory listing, no index, no dotfiles; a missing file is the JSON 404.
 * They may be shown by other origins (Cross-Origin-Resource-Policy: cross-origin): the
 * newsletter's flyer and product pictures in e-mails and in links shared elsewhere.
 */
export async function registerMediaFiles(
  app: NestFastifyApplication,
  mediaDir: string | undefined,
): Promise<void> {
  if (!mediaDir) return;
  await mkdir(mediaDir, { recursive: true }).catch(() => undefined);
  await app.register(fastifyStatic, {
    root: mediaDir,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    redirect: false,
    cacheControl: false,
    etag: true,
    lastModified: true,
    setHeaders: (reply, path) => {
      reply.header('cache-control', IMMUTABLE_CACHE);
      reply.header(
        'content-type',
        MEDIA_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream',
      );
      reply.header('x-content-type-options', 'nosniff');
      reply.header('cross-origin-resource-policy', 'cross-origin');
    },
  });
}
