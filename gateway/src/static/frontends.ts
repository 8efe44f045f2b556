import { stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../common/envelope.js';
import { NOT_FOUND_MESSAGE } from '../common/error-mapping.js';
import {
  cacheControlFor,
  isBackendPath,
  REVALIDATE_CACHE,
  shouldForwardToStorefront,
  shouldServeIndex,
  STOREFRONT_FILES,
} from './spa-fallback.js';
import {
  registerStorefrontForwarding,
  type Fallback,
  type StorefrontForwarding,
} from './storefront-forward.js';

type Forward = (request: FastifyRequest, reply: FastifyReply, fallback: Fallback) => FastifyReply;

export interface Frontend {
  /** Shown on the "not built" page. */
  name: string;
  /** Build output folder (index.html inside). */
  root: string;
  /** Workspace to build, for the hint on the "not built" page. */
  workspace: string;
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** `relative` resolved inside `root`, or undefined when it would escape it. */
function inside(root: string, relative: string): string | undefined {
  const full = resolve(root, `.${sep}${relative}`);
  return full === root || full.startsWith(root + sep) ? full : undefined;
}

function notBuilt(reply: FastifyReply, frontend: Frontend) {
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${frontend.name} not built</title></head>` +
    `<body><h1>The ${frontend.name} is not built</h1>` +
    `<p>Build it with <code>npm run build -w ${frontend.workspace}</code> (or <code>npm run build</code>) and reload.</p></body></html>`;
  return reply
    .code(503)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(html);
}

/** No dotfiles (`.env`, `.git/...`) and no traversal. */
function isServablePath(relative: string): boolean {
  return relative.split('/').every((segment) => !segment.startsWith('.'));
}

function serve(frontend: Frontend, forward?: Forward) {
  const root = resolve(frontend.root);
  const fromDist = async (request: FastifyRequest, reply: FastifyReply, path: string) => {
    if (!(await isFile(join(root, 'index.html')))) return notBuilt(reply, frontend);

    const relative = (request.params as { '*'?: string })['*'] ?? '';
    const file = relative && isServablePath(relative) ? inside(root, relative) : undefined;
    if (file && (await isFile(file))) {
      reply.header('cache-control', cacheControlFor(relative));
      return reply.sendFile(relative, root, { cacheControl: false });
    }
    if (STOREFRONT_FILES.includes(path)) {
      // the storefront server makes them; without it there is none for now
      return reply
        .code(503)
        .header('retry-after', '60')
        .send(errorBody(`${path.slice(1)} is not available right now`));
    }
    if (shouldServeIndex({ method: request.method, path, accept: request.headers.accept })) {
      reply.header('cache-control', REVALIDATE_CACHE);
      return reply.sendFile('index.html', root, { cacheControl: false });
    }
    return reply.code(404).send(errorBody(NOT_FOUND_MESSAGE));
  };
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?', 1)[0];
    if (isBackendPath(path)) return reply.code(404).send(errorBody(NOT_FOUND_MESSAGE));
    // pages rendered by the storefront server; its failure falls back to index.html
    if (forward && shouldForwardToStorefront({ method: request.method, path }))
      return forward(request, reply, () => fromDist(request, reply, path));
    return fromDist(request, reply, path);
  };
}

/**
 * The built frontends on the gateway's port: `/admin`, `/admin/*` from the admin
 * console's dist, every other non-backend path from the storefront's dist, each with its
 * SPA fallback to index.html. A missing dist answers a 503 page instead of crashing.
 * Files are sent as their build-time `.br`/`.gz` by Accept-Encoding (docs/compression.md).
 * With `storefront` (STOREFRONT_URL), storefront pages, /sitemap.xml and /robots.txt are
 * forwarded to the storefront server, index.html being the fallback when it cannot answer.
 */
export async function registerFrontends(
  app: NestFastifyApplication,
  frontends: { web: Frontend; admin: Frontend },
  storefront?: StorefrontForwarding,
): Promise<void> {
  // Only decorates reply.sendFile; the routes below decide what to serve. preCompressed:
  // a file's `.br` or `.gz` beside it (written by the build) is sent instead when the
  // request accepts that coding (br first), with Content-Encoding, its own Content-Length
  // and ETag, and `Vary: accept-encoding` on every file answer.
  await app.register(fastifyStatic, {
    root: resolve(frontends.web.root),
    serve: false,
    suppressWarning: true,
    dotfiles: 'deny',
    preCompressed: true,
  });
  const forward = storefront ? await registerStorefrontForwarding(app, storefront) : undefined;
  const fastify = app.getHttpAdapter().getInstance();
  const web = serve(frontends.web, forward);
  const admin = serve(frontends.admin);
  // Not compressed per request: what pays is compressed once, at build.
  const files = { compress: false } as const;
  fastify.get('/*', files, web);
  fastify.get('/admin', files, admin);
  fastify.get('/admin/*', files, admin);
}
