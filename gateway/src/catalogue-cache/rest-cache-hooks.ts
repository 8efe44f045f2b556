import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { varyAcceptEncoding } from '../common/compression.js';
import {
  encodedBody,
  variesByCoding,
  type CacheEntry,
  type CatalogueCache,
} from './catalogue-cache.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** A cacheable catalogue read that missed: where to store its answer. */
    catalogueCacheMiss: { key: string; generation: number | undefined } | null;
  }
}

/**
 * The public catalogue reads (GET, no personal data): `/api/shop/categories/get`,
 * `/api/shop/products/get[/{id}]`, `/api/shop/products/related/{id}`,
 * `/api/shop/search/{keyword}`, `/api/shop/review/{productId}`.
 */
const CACHEABLE =
  /^\/api\/shop\/(?:categories\/get(?:\?|$)|products\/get(?:[/?]|$)|products\/related\/|search\/|review\/)/;

/** Longer URLs are answered but not cached (bounded keys). */
const MAX_KEY_LENGTH = 1024;

export const BROWSER_CACHE_CONTROL = 'no-cache';

export function isCacheableRead(method: string, url: string): boolean {
  return method === 'GET' && url.length <= MAX_KEY_LENGTH && CACHEABLE.test(url);
}

/**
 * The entry's bytes in the coding the request takes (encodedBody), with Content-Encoding
 * and Vary set: @fastify/compress leaves an answer that has a Content-Encoding alone.
 */
function encodedFor(request: FastifyRequest, reply: FastifyReply, entry: CacheEntry): Buffer {
  const body = encodedBody(entry, request.headers['accept-encoding']);
  if (body.varies) {
    const vary = reply.getHeader('vary');
    reply.header('vary', varyAcceptEncoding(typeof vary === 'string' ? vary : undefined));
  }
  if (body.coding) reply.header('content-encoding', body.coding);
  return body.bytes;
}

function sendHit(request: FastifyRequest, reply: FastifyReply, entry: CacheEntry): void {
  reply.header('cache-control', BROWSER_CACHE_CONTROL).header('etag', entry.etag);
  if (request.headers['if-none-match'] === entry.etag) {
    if (variesByCoding(entry)) reply.header('vary', 'accept-encoding');
    reply.code(304).send();
    return;
  }
  reply
    .code(200)
    .header('content-type', 'application/json; charset=utf-8')
    .send(encodedFor(request, reply, entry));
}

/**
 * Serves cached catalogue reads before Nest's pipeline: an `onRequest` hook answers a hit
 * from pre-serialised bytes (with ETag, `Cache-Control: no-cache`, 304 on If-None-Match),
 * br or gzip by Accept-Encoding from the bytes kept with the entry; a miss is marked, and
 * an `onSend` hook stores its 200 answer's JSON text under the generation seen when the
 * request arrived and answers it in the coding the request takes, compressed once for
 * every later hit. Other requests pay one regex test.
 */
export function registerCatalogueCacheHooks(fastify: FastifyInstance, cache: CatalogueCache) {
  fastify.decorateRequest('catalogueCacheMiss', null);

  fastify.addHook('onRequest', (request, reply, done) => {
    if (!isCacheableRead(request.method, request.url)) {
      done();
      return;
    }
    const key = request.url;
    const generation = cache.generation;
    if (generation === undefined) {
      request.catalogueCacheMiss = { key, generation };
      done();
      return;
    }
    const hit = cache.lookup(key);
    if (hit) {
      sendHit(request, reply, hit);
      return;
    }
    request.catalogueCacheMiss = { key, generation };
    if (!cache.shared) {
      done();
      return;
    }
    cache.lookupShared(key, generation).then(
      (shared) => {
        if (shared) {
          request.catalogueCacheMiss = null;
          sendHit(request, reply, shared);
        } else done();
      },
      () => done(),
    );
  });

  fastify.addHook('onSend', (request, reply, payload, done) => {
    const miss = request.catalogueCacheMiss;
    if (miss === null) {
      done(null, payload);
      return;
    }
    reply.header('cache-control', BROWSER_CACHE_CONTROL);
    if (reply.statusCode !== 200 || typeof payload !== 'string') {
      done(null, payload);
      return;
    }
    const entry =
      miss.generation === undefined ? undefined : cache.store(miss.key, miss.generation, payload);
    if (entry) {
      reply.header('etag', entry.etag);
      if (request.headers['if-none-match'] === entry.etag) {
        if (variesByCoding(entry)) reply.header('vary', 'accept-encoding');
        reply.code(304);
        done(null, '');
        return;
      }
      // compressed here, once, and kept with the entry for the hits that follow
      done(null, encodedFor(request, reply, entry));
      return;
    }
    done(null, payload);
  });
}
