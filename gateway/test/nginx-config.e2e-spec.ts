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

    it("sends the gateway's security headers, once each, with the pages and their files", async () => {
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
