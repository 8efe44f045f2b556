import type { Transform } from 'node:stream';
import {
  brotliCompressSync,
  constants,
  createBrotliCompress,
  createGzip,
  gzipSync,
} from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import fastifyCompress from '@fastify/compress';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/** The content codings the gateway answers with, in its order of preference. */
export type ContentCoding = 'br' | 'gzip';
const CODINGS: ContentCoding[] = ['br', 'gzip'];

/** Answers shorter than this many bytes go as they are: the headers would eat the gain. */
export const COMPRESS_THRESHOLD = 1024;
/**
 * Brotli quality of dynamic answers. On an 80 KB listing (docs/compression.md): quality 4
 * makes 18.6 KB in 0.66 ms of CPU; 5 and 6 save 0.1-0.6 % more for twice the CPU, 11
 * saves 15 % for 87 ms. Static files are compressed at 11 once, at build.
 */
export const BROTLI_QUALITY = 4;
/** gzip level of dynamic answers (zlib's default: 19.2 KB in 0.83 ms on the same listing). */
export const GZIP_LEVEL = 6;

/** Brotli and gzip options of the dynamic answers (also @fastify/compress's). */
export const BROTLI_OPTIONS = {
  params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY },
};
export const GZIP_OPTIONS = { level: GZIP_LEVEL };

/** Accept-Encoding header → its coding ('' for identity), at most MAX_NEGOTIATED of them. */
const negotiated = new Map<string, ContentCoding | ''>();
const MAX_NEGOTIATED = 256;

/**
 * The coding to answer with for this Accept-Encoding header: br, else gzip (the client's
 * q-values first, then this order), else undefined (identity). `*` counts as gzip and
 * `x-gzip` as gzip, as @fastify/compress reads them, so a cached answer and a computed
 * one are chosen alike.
 */
export function negotiateCoding(
  acceptEncoding: string | string[] | undefined,
): ContentCoding | undefined {
  if (acceptEncoding === undefined) return undefined;
  const raw = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  // Browsers send a handful of distinct headers: each is parsed once (~1 µs), not per hit.
  const known = negotiated.get(raw);
  if (known !== undefined) return known || undefined;
  const header = raw.toLowerCase().replace(/\*|x-gzip/g, 'gzip');
  const coding = negotiate(header, CODINGS) ?? undefined;
  if (raw.length > 128) return coding; // no client's; not worth keeping
  if (negotiated.size >= MAX_NEGOTIATED) negotiated.clear();
  negotiated.set(raw, coding ?? '');
  return coding;
}

/** `bytes` in `coding`, at the dynamic answers' levels. */
export function compressBytes(bytes: Buffer, coding: ContentCoding): Buffer {
  return coding === 'br'
    ? brotliCompressSync(bytes, {
        params: {
          ...BROTLI_OPTIONS.params,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      })
    : gzipSync(bytes, GZIP_OPTIONS);
}

/** A stream compressing into `coding` at the dynamic answers' levels (streamed answers). */
export function compressStream(coding: ContentCoding): Transform {
  return coding === 'br' ? createBrotliCompress(BROTLI_OPTIONS) : createGzip(GZIP_OPTIONS);
}

/** Text worth compressing: HTML, XML (the sitemap), plain text, JSON, JavaScript, CSS, SVG. */
export function isCompressibleType(contentType: string | undefined): boolean {
  return /^\s*(text\/|application\/(json|xml|javascript)|application\/[\w.+-]*\+(json|xml)|image\/svg\+xml)/i.test(
    contentType ?? '',
  );
}

/** `vary` with accept-encoding added once. */
export function varyAcceptEncoding(vary: string | undefined): string {
  if (!vary) return 'accept-encoding';
  return /(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary) ? vary : `${vary}, accept-encoding`;
}

/**
 * Compresses the answers of every route (REST, GraphQL) of 1 KB or more whose type is
 * compressible, in br or gzip by the request's Accept-Encoding, with `Vary:
 * accept-encoding`: @fastify/compress at the levels above. Answers that already carry a
 * Content-Encoding (the catalogue cache's stored bytes, the frontends' .br/.gz files) are
 * left as they are. Request bodies are never inflated (a compressed body is no way around
 * the 1 MB limit). Registered before Nest adds its routes (the plugin hooks onRoute).
 */
export async function registerCompression(app: NestFastifyApplication): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    encodings: CODINGS,
    threshold: COMPRESS_THRESHOLD,
    brotliOptions: BROTLI_OPTIONS,
    zlibOptions: GZIP_OPTIONS,
  });
}
