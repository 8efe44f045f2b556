import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import {
  httpRequestDuration,
  REQUEST_ID_HEADER,
  sanitizeRequestId,
  type createLogger,
} from '@boutique/service-kit';
import {
  encodedBody,
  variesByCoding,
  type CacheEntry,
  type CatalogueCache,
} from './catalogue-cache.js';
import { BROWSER_CACHE_CONTROL, isCacheableRead } from './rest-cache-hooks.js';
import { isThrottled } from '../rate-limit/api-throttle.js';

type Logger = ReturnType<typeof createLogger>;
type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

/** The Nest route of a cacheable URL, for the metric and log labels Fastify would give. */
export function routeOf(url: string): string {
  const path = url.split('?', 1)[0];
  if (path === '/api/shop/categories/get') return path;
  if (path === '/api/shop/products/get') return path;
  if (path.startsWith('/api/shop/products/get/')) return '/api/shop/products/get/:id';
  if (path.startsWith('/api/shop/products/related/')) return '/api/shop/products/related/:id';
  if (path.startsWith('/api/shop/search/')) return '/api/shop/search/:keyword';
  return '/api/shop/review/:productId';
}

/**
 * The hot path of the public catalogue reads: a listener in front of Fastify's on the
 * HTTP server answers an in-process cache hit (GET, current generation, within its TTL)
 * with the pre-serialised bytes, br or gzip by Accept-Encoding when 1 KB or more (each
 * coding compressed once per entry: encodedBody), and the headers every answer carries
 * (security headers and CSP, x-request-id, ETag, `Cache-Control: no-cache`, `Vary:
 * accept-encoding` when the coding depends on it; 304 on If-None-Match), logs
 * and measures it like request-hooks.ts, and never enters Fastify's routing, hooks or
 * Nest. Everything else (misses, shared-store hits, other paths) goes to Fastify
 * unchanged, where the cache's onRequest/onSend hooks take over.
 */
export function installCacheFastPath(
  server: Server,
  cache: CatalogueCache,
  options: { securityHeaders: Record<string, string>; log: Logger },
): void {
  if (!cache.enabled) return;
  const fastify = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  const base = {
    ...options.securityHeaders,
    'cache-control': BROWSER_CACHE_CONTROL,
  };
  const { log } = options;

  const serve = (request: IncomingMessage, response: ServerResponse, entry: CacheEntry) => {
    const started = performance.now();
    const requestId = sanitizeRequestId(request.headers[REQUEST_ID_HEADER]) ?? randomUUID();
    let status = 200;
    const headers: Record<string, string | number> = {
      ...base,
      etag: entry.etag,
      [REQUEST_ID_HEADER]: requestId,
    };
    if (variesByCoding(entry)) headers.vary = 'accept-encoding';
    if (request.headers['if-none-match'] === entry.etag) {
      status = 304;
      response.writeHead(304, headers);
      response.end();
    } else {
      const body = encodedBody(entry, request.headers['accept-encoding']);
      headers['content-type'] = 'application/json; charset=utf-8';
      headers['content-length'] = body.bytes.length;
      if (body.coding) headers['content-encoding'] = body.coding;
      response.writeHead(200, headers);
      response.end(body.bytes);
    }
    const url = request.url ?? '';
    const route = routeOf(url);
    const ms = performance.now() - started;
    httpRequestDuration.observe({ method: 'GET', route, status }, ms / 1000);
    if (log.isLevelEnabled('info')) {
      log.info(
        {
          requestId,
          method: 'GET',
          path: url.split('?', 1)[0],
          route,
          status,
          ms: Math.round(ms * 10) / 10,
          cache: 'hit',
        },
        'request',
      );
    }
  };

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const url = request.url;
    // A request the API throttle refused goes on to Fastify, which answers the 429.
    if (url !== undefined && isCacheableRead(request.method ?? '', url) && !isThrottled(request)) {
      const entry = cache.lookup(url);
      if (entry) {
        serve(request, response, entry);
        return;
      }
    }
    for (const listener of fastify) listener.call(server, request, response);
  });
}
