import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Writable } from 'node:stream';
import type { Logger } from 'pino';
import { renderPage, type RenderedPage } from '@/app/ssr/render';
import type { ServerConfig } from './config';
import { forShopper, shopperForwardedFor } from './gateway-fetch';
import { cached, robotsTxt, sitemapEntries, sitemapXml, type Cached } from './seo-files';
import type { Template } from './template';

// The storefront server's requests: rendered pages, /sitemap.xml, /robots.txt and the two
// health probes. Plain node:http: a handful of routes, and React's stream is piped straight
// into the response.

/** sitemap.xml and robots.txt are built at most this often. */
const SEO_CACHE_MS = 5 * 60_000;
/** A render that has not finished streaming by then is cut short (the client takes over). */
const RENDER_TIMEOUT_MS = 10_000;
/** Paths with an extension are files, not pages (the gateway or nginx serves the build). */
const FILE = /\.[a-z0-9]+$/i;

/** Index routes that only send the visitor on: answered with a redirect on the server. */
const REDIRECTS: Record<string, string> = { '/shop': '/shop/home', '/auth': '/auth/login' };

export type AppState = { draining: boolean };

export function createHandler(
  config: ServerConfig,
  template: Template,
  log: Logger,
  state: AppState,
) {
  const getJson = async (path: string): Promise<unknown> => {
    const response = await fetch(new URL(path, config.gatewayUrl));
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
    return response.json();
  };
  const sitemap = cached(SEO_CACHE_MS, async () =>
    sitemapXml(await sitemapEntries(getJson), config.publicUrl),
  );
  const robots = robotsTxt(config.publicUrl);

  async function gatewayReady(): Promise<boolean> {
    try {
      const response = await fetch(new URL('/api/health', config.gatewayUrl), {
        signal: AbortSignal.timeout(2000),
      });
      await response.body?.cancel();
      return response.ok;
    } catch {
      return false;
    }
  }

  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const started = process.hrtime.bigint();
    const requestId = headerText(req.headers['x-request-id']) || randomUUID();
    const url = new URL(req.url ?? '/', config.publicUrl);
    res.setHeader('X-Request-Id', requestId);
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      log.info(
        { requestId, method: req.method, path: url.pathname, status: res.statusCode, ms },
        'request',
      );
    });
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.setHeader('Allow', 'GET, HEAD');
        return send(res, req, 405, 'text/plain; charset=utf-8', 'Method not allowed\n');
      }
      switch (url.pathname) {
        case '/health/live':
          return sendJson(res, req, 200, { success: true, status: 'ok' });
        case '/health/ready': {
          if (state.draining) {
            return sendJson(res, req, 503, { success: false, message: 'Shutting down' });
          }
          const ready = await gatewayReady();
          return ready
            ? sendJson(res, req, 200, { success: true, status: 'ready' })
            : sendJson(res, req, 503, { success: false, message: 'Gateway unavailable' });
        }
        case '/robots.txt':
          res.setHeader('Cache-Control', 'public, max-age=300');
          return send(res, req, 200, 'text/plain; charset=utf-8', robots);
        case '/sitemap.xml': {
          let xml: Cached<string>;
          try {
            xml = await forShopper(
              {
                forwardedFor: shopperForwardedFor(
                  req.headers['x-forwarded-for'],
                  req.socket.remoteAddress,
                ),
                requestId,
              },
              sitemap,
            );
          } catch (error) {
            log.warn({ requestId, err: error }, 'sitemap unavailable');
            res.setHeader('Retry-After', '60');
            return send(res, req, 503, 'text/plain; charset=utf-8', 'Sitemap unavailable\n');
          }
          res.setHeader('Cache-Control', 'public, max-age=300');
          res.setHeader('Last-Modified', new Date(xml.at).toUTCString());
          return send(res, req, 200, 'application/xml; charset=utf-8', xml.data);
        }
      }
      if (FILE.test(url.pathname)) {
        return send(res, req, 404, 'text/plain; charset=utf-8', 'Not found\n');
      }
      const target = REDIRECTS[url.pathname.replace(/\/+$/, '')];
      if (target) {
        res.setHeader('Location', `${target}${url.search}`);
        res.setHeader('Cache-Control', 'no-cache');
        return send(res, req, 302, 'text/plain; charset=utf-8', `Redirecting to ${target}\n`);
      }
      await forShopper(
        {
          forwardedFor: shopperForwardedFor(
            req.headers['x-forwarded-for'],
            req.socket.remoteAddress,
          ),
          requestId,
        },
        () => renderInto(req, res, url, requestId),
      );
    } catch (error) {
      log.error({ requestId, err: error }, 'request failed');
      if (!res.headersSent) {
        // The client renders the page itself from the plain index.html.
        res.setHeader('Cache-Control', 'no-cache');
        send(res, req, 500, 'text/html; charset=utf-8', template.html);
      } else {
        res.destroy();
      }
    }
  };

  async function renderInto(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    requestId: string,
  ): Promise<void> {
    const request = new Request(url, { method: 'GET', headers: { accept: 'text/html' } });
    const pageLog = {
      warn: (data: object, message: string) => log.warn({ requestId, ...data }, message),
    };
    const result = await renderPage(request, pageLog);
    if (result.kind === 'redirect') {
      res.setHeader('Location', result.location);
      res.setHeader('Cache-Control', 'no-cache');
      return send(res, req, result.status, 'text/plain; charset=utf-8', '');
    }
    res.setHeader('Cache-Control', 'no-cache');
    if (req.method === 'HEAD') {
      res.writeHead(result.status, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end();
      return;
    }
    const html = await renderHtml(result, (error) =>
      log.error({ requestId, err: error, path: url.pathname }, 'render error'),
    );
    send(res, req, result.status, 'text/html; charset=utf-8', html);
  }

  /**
   * The whole page, sent in one answer with its Content-Length once React has rendered all
   * of it, every Suspense boundary included (waiting for all keeps React's inline reveal
   * scripts out of the page: the gateway's CSP blocks them). Nothing is sent before: a
   * replica that dies while rendering has answered nothing, so nginx passes the request to
   * another (a head sent early would leave the shopper a cut page).
   */
  function renderHtml(page: RenderedPage, onError: (error: unknown) => void): Promise<string> {
    const head = `${template.head}    ${page.headHtml}\n    ${template.assetsFor(page.module)}\n  ${template.bodyStart}`;
    const rest = template.end.slice('</div>'.length);
    return new Promise((resolve) => {
      const chunks: Buffer[] = [];
      let done = false;
      const finish = (tail: string) => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        resolve(`${head}${Buffer.concat(chunks).toString('utf8')}${tail}`);
      };
      const stream = page.stream({
        onShellReady: () => undefined,
        onAllReady: () => {
          stream.pipe(
            new Writable({
              write(chunk: Buffer, _encoding, callback) {
                chunks.push(chunk);
                callback();
              },
              final(callback) {
                finish(`</div>${page.payloadScript}${rest}`);
                callback();
              },
            }),
          );
        },
        onShellError: (error) => {
          // An empty root and no data: the client renders the page itself.
          onError(error);
          chunks.length = 0;
          finish(`</div>${rest}`);
        },
        onError,
      });
      const timer = setTimeout(() => stream.abort(), RENDER_TIMEOUT_MS);
    });
  }
}

function headerText(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
}

function send(
  res: ServerResponse,
  req: IncomingMessage,
  status: number,
  type: string,
  body: string,
): void {
  res.writeHead(status, {
    'Content-Type': type,
    'Content-Length': Buffer.byteLength(body),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

function sendJson(res: ServerResponse, req: IncomingMessage, status: number, body: object): void {
  res.setHeader('Cache-Control', 'no-store');
  send(res, req, status, 'application/json; charset=utf-8', JSON.stringify(body));
}
