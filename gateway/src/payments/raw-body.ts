import { PassThrough, type Readable } from 'node:stream';
import type { FastifyInstance, preParsingHookHandler } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body bytes exactly as received (only on routes given to keepRawBody). */
    rawBody?: Buffer;
  }
}

/** An error Fastify answers as 413 (mapped like its own "body too large"). */
function tooLarge(): Error {
  return Object.assign(new Error('Request body is too large'), {
    statusCode: 413,
    code: 'FST_ERR_CTP_BODY_TOO_LARGE',
  });
}

/**
 * Keeps the raw body bytes of the routes at `urls` on `request.rawBody` (a provider's
 * webhook signs the bytes, not the parsed JSON). A preParsing hook added to those routes
 * only (onRoute, so it must run before the routes are registered): it reads the body (at
 * most `limit` bytes), keeps it and hands the same bytes on to Fastify's usual parser.
 * Every other route parses as before.
 */
export function keepRawBody(fastify: FastifyInstance, urls: string[], limit: number): void {
  const keep: preParsingHookHandler = (request, _reply, payload: Readable, done) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let failed = false;
    payload.on('data', (chunk: Buffer | string) => {
      if (failed) return;
      const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
      size += bytes.length;
      if (size > limit) {
        failed = true;
        done(tooLarge());
        return;
      }
      chunks.push(bytes);
    });
    payload.on('error', (error) => {
      if (failed) return;
      failed = true;
      done(error);
    });
    payload.on('end', () => {
      if (failed) return;
      const raw = Buffer.concat(chunks);
      request.rawBody = raw;
      const replay = new PassThrough();
      replay.end(raw);
      done(null, replay);
    });
  };
  fastify.addHook('onRoute', (route) => {
    if (!urls.includes(route.url)) return;
    const existing = route.preParsing;
    route.preParsing = [
      ...(existing === undefined ? [] : Array.isArray(existing) ? existing : [existing]),
      keep,
    ];
  });
}
