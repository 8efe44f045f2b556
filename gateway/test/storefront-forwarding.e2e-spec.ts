// Pages rendered by the storefront server (STOREFRONT_URL): the gateway forwards storefront
// pages, the sitemap and robots.txt to it and streams its answer back with the gateway's
// security headers; the API, the assets and the admin console never go there; when it is
// down, slow or failing, the client app's index.html answers as before.
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, beforeEach, describe, it } from 'node:test';
import { brotliDecompressSync } from 'node:zlib';
import { startGateway, type Harness } from './fixtures/gateway-harness.js';

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
}

/** A stand-in storefront server: records what reaches it, answers by path. */
class FakeStorefront {
  seen: Seen[] = [];
  mode: 'ok' | 'fail' | 'slow' = 'ok';
  private server = http.createServer((req, res) => {
    this.seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
    if (this.mode === 'fail') {
      res.writeHead(500, { 'content-type': 'text/html' }).end('<h1>render failed</h1>');
      return;
    }
    if (this.mode === 'slow') {
      setTimeout(() => res.writeHead(200, { 'content-type': 'text/html' }).end('late'), 2000);
      return;
    }
    const path = (req.url ?? '/').split('?')[0];
    if (path === '/sitemap.xml') {
      res
        .writeHead(200, { 'content-type': 'application/xml; charset=utf-8' })
        .end('<?xml version="1.0"?><urlset><url><loc>http://shop/</loc></url></urlset>');
      return;
    }
    if (path === '/robots.txt') {
      res
        .writeHead(200, { 'content-type': 'text/plain; charset=utf-8' })
        .end('User-agent: *\nDisallow: /admin\nSitemap: http://shop/sitemap.xml\n');
      return;
    }
    if (path === '/shop/details/unknown') {
      res
        .writeHead(404, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
        .end('<title>Not found</title>');
      return;
    }
    const body =
      `<!doctype html><html><head><title>Rendered ${path}</title>` +
      '<meta property="og:title" content="Kanjivaram silk"></head><body>' +
      '<p>A saree woven in Kanchipuram.</p>'.repeat(80) +
      '</body></html>';
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'public, max-age=60',
      // the gateway's own policy wins over anything the renderer says
      'content-security-policy': "script-src 'unsafe-inline'",
      'x-rendered-by': 'fake-storefront',
    });
    // streamed in two chunks
    res.write(body.slice(0, 100));
    setTimeout(() => res.end(body.slice(100)), 20);
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

const storefront = new FakeStorefront();
let gw: Harness;
let down: Harness;

before(async () => {
  const url = await storefront.start();
  gw = await startGateway({ env: { STOREFRONT_URL: url, STOREFRONT_TIMEOUT_MS: '500' } });
  // nothing listens on port 9 (discard): every forward is refused
  down = await startGateway({ replicaOf: gw, env: { STOREFRONT_URL: 'http://127.0.0.1:9' } });
});

after(async () => {
  await down?.stop();
  await gw?.stop();
  await storefront.stop();
});

beforeEach(() => {
  storefront.seen = [];
  storefront.mode = 'ok';
});

describe('forwarding pages to the storefront server', () => {
  it('answers a product page as the storefront rendered it, with the gateway security headers', async () => {
    const response = await fetch(`${gw.baseUrl}/shop/details/42?colour=red`, {
      headers: { accept: 'text/html', 'user-agent': 'WhatsApp/2.23.20.0' },
    });
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /text\/html/);
    assert.equal(response.headers.get('cache-control'), 'public, max-age=60');
    assert.equal(response.headers.get('x-rendered-by'), 'fake-storefront');
    const csp = response.headers.get('content-security-policy') ?? '';
    assert.match(csp, /default-src 'self'/);
    assert.doesNotMatch(csp, /unsafe-inline'[^;]*;?\s*$/);
    assert.match(csp, /script-src 'self' https:\/\/checkout\.razorpay\.com/);
    assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
    const html = await response.text();
    assert.match(html, /<title>Rendered \/shop\/details\/42<\/title>/);
    assert.match(html, /og:title" content="Kanjivaram silk"/);

    const [seen] = storefront.seen;
    assert.equal(seen.url, '/shop/details/42?colour=red');
    assert.equal(seen.headers['user-agent'], 'WhatsApp/2.23.20.0');
    assert.equal(seen.headers['x-forwarded-for'], '127.0.0.1');
    assert.equal(seen.headers['accept-encoding'], undefined);
  });

  it('compresses a large page by Accept-Encoding', async () => {
    const response = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http
        .get(`${gw.baseUrl}/shop/home`, { headers: { 'accept-encoding': 'br, gzip' } }, resolve)
        .on('error', reject),
    );
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-encoding'], 'br');
    assert.match(String(response.headers.vary), /accept-encoding/i);
    const chunks: Buffer[] = [];
    for await (const chunk of response) chunks.push(chunk as Buffer);
    const html = brotliDecompressSync(Buffer.concat(chunks)).toString();
    assert.match(html, /<title>Rendered \/shop\/home<\/title>/);
  });

  it("passes the storefront's 404 of an unknown product on", async () => {
    const response = await fetch(`${gw.baseUrl}/shop/details/unknown`);
    assert.equal(response.status, 404);
    assert.equal(response.headers.get('cache-control'), 'no-store');
    assert.match(await response.text(), /Not found/);
  });

  it('forwards HEAD, /sitemap.xml and /robots.txt', async () => {
    const head = await fetch(`${gw.baseUrl}/shop/home`, { method: 'HEAD' });
    assert.equal(head.status, 200);
    const sitemap = await fetch(`${gw.baseUrl}/sitemap.xml`);
    assert.equal(sitemap.status, 200);
    assert.match(sitemap.headers.get('content-type') ?? '', /application\/xml/);
    assert.match(await sitemap.text(), /<urlset>/);
    const robots = await fetch(`${gw.baseUrl}/robots.txt`);
    assert.equal(robots.status, 200);
    assert.match(await robots.text(), /Sitemap: /);
    assert.deepEqual(
      storefront.seen.map((s) => `${s.method} ${s.url}`),
      ['HEAD /shop/home', 'GET /sitemap.xml', 'GET /robots.txt'],
    );
  });

  it('never forwards the API, GraphQL, the assets, other files or the admin console', async () => {
    const api = await fetch(`${gw.baseUrl}/api/nope`, { headers: { accept: 'text/html' } });
    assert.equal(api.status, 404);
    await api.arrayBuffer();
    const graphql = await fetch(`${gw.baseUrl}/graphql`, { headers: { accept: 'text/html' } });
    await graphql.arrayBuffer();
    const asset = await fetch(`${gw.baseUrl}/assets/index-AbCdEf12.js`);
    assert.equal(asset.status, 200);
    assert.equal(await asset.text(), 'console.log("app");');
    const missing = await fetch(`${gw.baseUrl}/assets/gone-AbCdEf12.js`);
    assert.equal(missing.status, 404);
    await missing.arrayBuffer();
    const admin = await fetch(`${gw.baseUrl}/admin/orders`, { headers: { accept: 'text/html' } });
    assert.match(await admin.text(), /Admin console/);
    const posted = await fetch(`${gw.baseUrl}/shop/home`, { method: 'POST' });
    await posted.arrayBuffer();
    assert.deepEqual(storefront.seen, []);
  });
});

describe('when the storefront server cannot answer', () => {
  it("serves the client app's index.html when it answers 5xx", async () => {
    storefront.mode = 'fail';
    const response = await fetch(`${gw.baseUrl}/shop/details/42`, {
      headers: { accept: 'text/html' },
    });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('cache-control'), 'no-cache');
    assert.match(response.headers.get('content-security-policy') ?? '', /default-src 'self'/);
    assert.match(await response.text(), /<title>Storefront<\/title>/);
    assert.equal(storefront.seen.length, 1, 'asked once, not retried');
  });

  it('serves index.html when it is slower than STOREFRONT_TIMEOUT_MS', async () => {
    storefront.mode = 'slow';
    const started = Date.now();
    const response = await fetch(`${gw.baseUrl}/`);
    assert.equal(response.status, 200);
    assert.match(await response.text(), /<title>Storefront<\/title>/);
    assert.ok(Date.now() - started < 1900, 'did not wait for the late answer');
  });

  it('serves index.html when it is down, and says the sitemap is not available', async () => {
    const page = await fetch(`${down.baseUrl}/shop/home`, { headers: { accept: 'text/html' } });
    assert.equal(page.status, 200);
    assert.match(await page.text(), /<title>Storefront<\/title>/);
    const again = await fetch(`${down.baseUrl}/auth/login`);
    assert.equal(again.status, 200);
    await again.arrayBuffer();
    const sitemap = await fetch(`${down.baseUrl}/sitemap.xml`);
    assert.equal(sitemap.status, 503);
    assert.equal(sitemap.headers.get('retry-after'), '60');
    assert.match(await sitemap.text(), /sitemap\.xml is not available right now/);
    // the API does not depend on it
    const health = await fetch(`${down.baseUrl}/health/ready`);
    assert.equal(health.status, 200);
    await health.arrayBuffer();
  });
});
