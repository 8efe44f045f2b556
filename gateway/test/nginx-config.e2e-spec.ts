// The production nginx (infra/docker/nginx.conf, the web image's only site) served for
// real: its upstreams pointed at a fake gateway on this machine, it must refuse /metrics
// and the API docs from the public side and still forward the API, GraphQL and health;
// the pages and their files carry the gateway's own security headers, media is sandboxed,
// the build's .gz files are sent to clients that take gzip and long plain API answers gzipped.
// Needs the nginx binary (.ci/run installs Debian's); skipped by name without it.
import assert from 'node:assert/strict';
import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type Server,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { gunzipSync, gzipSync } from 'node:zlib';
import { computeHelmetHeaders, helmetOptions } from '../src/common/security-headers.js';
import { NGINX, startNginx, type RunningNginx } from './fixtures/nginx.js';

const BUNDLE = 'assets/vendor-9z8y7x6w.js';
const BUNDLE_JS = `export const sarees = [${'"organza", "banarasi", '.repeat(100)}];\n`;

/** A GET whose body is not decoded (fetch would ask for gzip and decode it). */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const req = httpRequest(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    },
  );
}

describe(
  'production nginx.conf',
  { skip: !NGINX && 'nginx is not installed (.ci/run installs it)' },
  () => {
    let base = '';
    let upstream: Server;
    let nginx: RunningNginx | undefined;
    const reached: string[] = [];
    /** The traceparent and x-request-id of each request the fake gateway got, by URL. */
    const traceHeaders = new Map<string, { traceparent?: string; requestId?: string }>();

    before(async () => {
      upstream = createServer((request, response) => {
        reached.push(request.url ?? '');
        traceHeaders.set(request.url ?? '', {
          traceparent: request.headers.traceparent as string | undefined,
          requestId: request.headers['x-request-id'] as string | undefined,
        });
        response.setHeader('content-type', 'application/json');
        const answer: Record<string, unknown> = { upstream: true, url: request.url };
        // a long answer the fake gateway leaves plain (the real one compresses it itself)
        if (request.url === '/api/shop/search/organza') answer.long = 'organza '.repeat(400);
        response.end(JSON.stringify(answer));
      });
      await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
      const port = (upstream.address() as AddressInfo).port;
      // the fake gateway is the media store too
      nginx = await startNginx({
        gatewayPorts: [port],
        mediaPort: port,
        files: {
          'assets/app-1a2b.js': 'export {};',
          'admin/assets/admin-3c4d.js': 'export {};',
          [BUNDLE]: BUNDLE_JS,
          // the build's gzip copy: distinct bytes, so the test sees which file was sent
          [`${BUNDLE}.gz`]: gzipSync(`${BUNDLE_JS}// the build's .gz\n`),
        },
      });
      base = nginx.baseUrl;
    });

    after(async () => {
      await nginx?.stop();
      await new Promise<void>((resolve) => upstream.close(() => resolve()));
    });

    it('refuses /metrics and the API docs, however the path is written; the gateway never sees them', async () => {
      const paths = [
        '/metrics',
        '/metrics/',
        '/METRICS',
        '/api/docs',
        '/api/docs/',
        '/api/docs-json',
        '/api/docs/swagger-ui-init.js',
        '/API/Docs',
        '/api//docs',
        '/api/%64ocs',
        '/api/./docs-json',
        '/health/../metrics',
      ];
      for (const path of paths) {
        const answer = await fetch(`${base}${path}`);
        assert.equal(answer.status, 404, path);
        assert.deepEqual(await answer.json(), { success: false, message: 'Not found' }, path);
      }
      assert.deepEqual(reached, []);
    });

    it('still forwards the API, GraphQL and health to the gateway', async () => {
      for (const path of [
        '/api/health',
        '/api/shop/products/get?page=1',
        '/graphql',
        '/health/ready',
      ]) {
        const answer = await fetch(`${base}${path}`);
        assert.equal(answer.status, 200, path);
        assert.deepEqual(await answer.json(), { upstream: true, url: path });
      }
      const page = await fetch(`${base}/shop/home`);
      assert.match(await page.text(), /Storefront/);
    });

    it("sends the gateway's security headers, once each, with the pages and their files (the storefront server down: index.html)", async () => {
      // what the gateway sends with the pages under `npm start` over plain HTTP (no HSTS)
      const gateway = computeHelmetHeaders(helmetOptions('http://localhost:8080'));
      assert.ok(gateway['content-security-policy'], 'the gateway sends a CSP');
      const pages: [string, number, string][] = [
        ['/', 200, 'no-cache'],
        ['/shop/home', 200, 'no-cache'],
        ['/admin/', 200, 'no-cache'],
        ['/admin/orders/42', 200, 'no-cache'],
        ['/assets/app-1a2b.js', 200, 'public, max-age=31536000, immutable'],
        ['/admin/assets/admin-3c4d.js', 200, 'public, max-age=31536000, immutable'],
        ['/assets/gone-0000.js', 404, ''],
      ];
      for (const [path, status, cacheControl] of pages) {
        const answer = await fetch(`${base}${path}`);
        assert.equal(answer.status, status, path);
        for (const [name, value] of Object.entries(gateway))
          assert.equal(answer.headers.get(name), value, `${path}: ${name}`);
        assert.match(
          answer.headers.get('permissions-policy') ?? '',
          /camera=\(\), microphone=\(\)/,
        );
        assert.equal(answer.headers.get('strict-transport-security'), null, `${path}: no HSTS`);
        if (cacheControl) assert.equal(answer.headers.get('cache-control'), cacheControl, path);
      }
      const redirect = await fetch(`${base}/admin`, { redirect: 'manual' });
      assert.equal(redirect.status, 301);
      assert.equal(
        redirect.headers.get('content-security-policy'),
        gateway['content-security-policy'],
      );
    });

    it("sends a JS file as the build's .gz to a client that takes gzip, with Vary; gzips long plain API answers", async () => {
      const gzipped = await rawGet(`${base}/${BUNDLE}`, { 'accept-encoding': 'gzip, br' });
      assert.equal(gzipped.status, 200);
      assert.equal(gzipped.headers['content-encoding'], 'gzip');
      assert.match(String(gzipped.headers.vary), /accept-encoding/i);
      assert.equal(gzipped.headers['cache-control'], 'public, max-age=31536000, immutable');
      assert.equal(gunzipSync(gzipped.body).toString(), `${BUNDLE_JS}// the build's .gz\n`);
      const plain = await rawGet(`${base}/${BUNDLE}`, {});
      assert.equal(plain.headers['content-encoding'], undefined);
      assert.equal(plain.body.toString(), BUNDLE_JS);

      const api = await rawGet(`${base}/api/shop/search/organza`, { 'accept-encoding': 'gzip' });
      assert.equal(api.headers['content-encoding'], 'gzip');
      assert.match(String(api.headers.vary), /accept-encoding/i);
      assert.equal(
        (JSON.parse(gunzipSync(api.body).toString()) as { long: string }).long.length,
        3200,
      );
      const short = await rawGet(`${base}/api/health`, { 'accept-encoding': 'gzip' });
      assert.equal(short.headers['content-encoding'], undefined, 'under 1 KB: as it is');
    });

    it('serves media from the bucket, sandboxed and cached; adds nothing to the API', async () => {
      const media = await fetch(`${base}/media/products/0f8e.webp`);
      assert.equal(media.status, 200);
      assert.deepEqual(await media.json(), {
        upstream: true,
        url: '/boutique-media/products/0f8e.webp',
      });
      assert.equal(media.headers.get('x-content-type-options'), 'nosniff');
      assert.equal(media.headers.get('content-security-policy'), "default-src 'none'; sandbox");
      assert.match(media.headers.get('cache-control') ?? '', /max-age=31536000/);

      // the gateway sends its own headers with its answers; nginx adds none of the pages'
      const api = await fetch(`${base}/api/health`);
      assert.equal(api.status, 200);
      for (const name of ['content-security-policy', 'x-frame-options', 'permissions-policy'])
        assert.equal(api.headers.get(name), null, `/api/health: ${name}`);
    });

    it("forwards the client's valid traceparent, else one made from its request id", async () => {
      const client = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
      const sent = async (path: string, traceparent?: string) => {
        const answer = await fetch(`${base}${path}`, {
          headers: traceparent === undefined ? {} : { traceparent },
        });
        assert.equal(answer.status, 200, path);
        return traceHeaders.get(path)!;
      };
      assert.equal((await sent('/api/trace/kept', client)).traceparent, client);
      for (const [path, header] of [
        ['/api/trace/none', undefined],
        ['/api/trace/junk', 'junk'],
        ['/api/trace/upper', client.toUpperCase()],
        ['/graphql?trace=v1', `01-${client.slice(3)}`],
      ] as const) {
        const { traceparent, requestId } = await sent(path, header);
        assert.match(requestId ?? '', /^[0-9a-f]{32}$/, path);
        assert.equal(traceparent, `00-${requestId}-${requestId!.slice(0, 16)}-01`, path);
      }
    });
  },
);

describe(
  'production nginx.conf in front of the storefront server',
  { skip: !NGINX && 'nginx is not installed (.ci/run installs it)' },
  () => {
    let base = '';
    let gateway: Server;
    let storefronts: Server[] = [];
    let nginx: RunningNginx | undefined;
    /** `<replica> <method> <url>` of every request a storefront replica got. */
    const rendered: string[] = [];
    const reachedGateway: string[] = [];
    let failing = new Set<number>();

    const storefront = (replica: number) =>
      createServer((request, response) => {
        rendered.push(`${replica} ${request.method} ${request.url}`);
        if (failing.has(replica)) {
          response.writeHead(500, { 'content-type': 'text/html' }).end('render failed');
          return;
        }
        const path = (request.url ?? '/').split('?')[0];
        if (path === '/sitemap.xml') {
          response
            .writeHead(200, { 'content-type': 'application/xml' })
            .end('<urlset><url><loc>http://shop/</loc></url></urlset>');
          return;
        }
        if (path === '/robots.txt') {
          response
            .writeHead(200, { 'content-type': 'text/plain' })
            .end('User-agent: *\nDisallow: /admin\n');
          return;
        }
        if (path === '/shop/details/unknown') {
          response
            .writeHead(404, { 'content-type': 'text/html', 'cache-control': 'no-store' })
            .end('<title>Not found</title>');
          return;
        }
        response
          .writeHead(200, {
            'content-type': 'text/html; charset=utf-8',
            'cache-control': 'public, max-age=60',
            'content-security-policy': "script-src 'unsafe-inline'",
            'x-frame-options': 'ALLOWALL',
          })
          .end(`<title>Rendered ${path}</title>`);
      });

    before(async () => {
      gateway = createServer((request, response) => {
        reachedGateway.push(request.url ?? '');
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ upstream: true, url: request.url }));
      });
      storefronts = [storefront(1), storefront(2)];
      const listen = (server: Server) =>
        new Promise<number>((resolve) =>
          server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
        );
      const gatewayPort = await listen(gateway);
      const storefrontPorts = [await listen(storefronts[0]), await listen(storefronts[1])];
      nginx = await startNginx({
        gatewayPorts: [gatewayPort],
        mediaPort: gatewayPort,
        storefrontPorts,
        files: {
          'assets/app-1a2b.js': 'export {};',
          'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
        },
      });
      base = nginx.baseUrl;
    });

    after(async () => {
      await nginx?.stop();
      for (const server of [gateway, ...storefronts]) {
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
      }
    });

    it('sends the pages to the storefront server with its Cache-Control and the gateway security headers', async () => {
      const headers = computeHelmetHeaders(helmetOptions('http://localhost:8080'));
      for (const path of ['/', '/shop/home', '/shop/details/42?colour=red', '/auth/login']) {
        const answer = await fetch(`${base}${path}`, {
          headers: { 'user-agent': 'facebookexternalhit/1.1' },
        });
        assert.equal(answer.status, 200, path);
        assert.equal(await answer.text(), `<title>Rendered ${path.split('?')[0]}</title>`);
        assert.equal(answer.headers.get('cache-control'), 'public, max-age=60', path);
        for (const [name, value] of Object.entries(headers))
          assert.equal(answer.headers.get(name), value, `${path}: ${name}`);
      }
      assert.ok(rendered.some((r) => r.endsWith('GET /shop/details/42?colour=red')));
    });

    it("passes the storefront's 404 on, and sends /sitemap.xml and /robots.txt to it", async () => {
      const missing = await fetch(`${base}/shop/details/unknown`);
      assert.equal(missing.status, 404);
      assert.equal(missing.headers.get('cache-control'), 'no-store');
      assert.match(await missing.text(), /Not found/);
      const sitemap = await fetch(`${base}/sitemap.xml`);
      assert.equal(sitemap.status, 200);
      assert.match(await sitemap.text(), /<urlset>/);
      const robots = await fetch(`${base}/robots.txt`);
      assert.equal(robots.status, 200);
      assert.match(await robots.text(), /Disallow: \/admin/);
    });

    it('serves the files, the admin console, the API and media as before', async () => {
      rendered.length = 0;
      const asset = await fetch(`${base}/assets/app-1a2b.js`);
      assert.equal(asset.status, 200);
      assert.equal(asset.headers.get('cache-control'), 'public, max-age=31536000, immutable');
      await asset.arrayBuffer();
      const icon = await fetch(`${base}/favicon.svg`);
      assert.equal(icon.status, 200);
      assert.equal(icon.headers.get('cache-control'), 'no-cache');
      await icon.arrayBuffer();
      const admin = await fetch(`${base}/admin/orders/42`);
      assert.match(await admin.text(), /Admin/);
      for (const path of ['/api/shop/products/get?page=1', '/api/files/list.json', '/graphql']) {
        const answer = await fetch(`${base}${path}`);
        assert.deepEqual(await answer.json(), { upstream: true, url: path }, path);
      }
      assert.deepEqual(rendered, [], 'the storefront server renders pages only');
    });

    it('tries the other replica when one fails, then the client app when both do', async () => {
      failing = new Set([1]);
      for (let i = 0; i < 4; i++) {
        const answer = await fetch(`${base}/shop/home`);
        assert.equal(answer.status, 200);
        assert.equal(await answer.text(), '<title>Rendered /shop/home</title>');
      }
      failing = new Set([1, 2]);
      const fallback = await fetch(`${base}/shop/collections/silk`);
      assert.equal(fallback.status, 200);
      assert.equal(fallback.headers.get('cache-control'), 'no-cache');
      assert.match(await fallback.text(), /<title>Storefront<\/title>/);
      // the sitemap is no page: its failure is not hidden behind index.html
      const sitemap = await fetch(`${base}/sitemap.xml`);
      assert.notEqual(sitemap.status, 200);
      assert.doesNotMatch(await sitemap.text(), /Storefront/);
      failing = new Set();
    });
  },
);
