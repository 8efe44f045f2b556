// Compressed delivery (docs/compression.md): API answers of 1 KB or more in br or gzip by
// Accept-Encoding (small ones as they are), the catalogue cache's hits in the coding
// compressed once when the entry was first asked for it, in process and from Redis
// (TEST_REDIS_URL), and the frontends' files as their build-time .br/.gz. Raw node:http
// requests: fetch would ask for and decode the codings itself.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { startGateway, type Harness } from './fixtures/gateway-harness.js';
import { redisForSpec } from './fixtures/redis.js';

interface Raw {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as they came, not decoded. */
  body: Buffer;
}

function get(baseUrl: string, path: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${baseUrl}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** The answer's bytes decoded by its Content-Encoding. */
function decoded(raw: Raw): string {
  const coding = raw.headers['content-encoding'];
  if (coding === 'br') return brotliDecompressSync(raw.body).toString();
  if (coding === 'gzip') return gunzipSync(raw.body).toString();
  assert.equal(coding, undefined, `unexpected coding ${coding}`);
  return raw.body.toString();
}

function assertVaries(raw: Raw) {
  assert.match(String(raw.headers.vary), /accept-encoding/i);
}

/**
 * Content-Length is the coded length. An answer compressed as it goes (over 8 KB on two
 * cores, @fastify/compress streams it through zlib's threads) may be chunked instead.
 */
function assertLength(raw: Raw, { chunkedOk = false } = {}) {
  if (chunkedOk && raw.headers['content-length'] === undefined) {
    assert.equal(raw.headers['transfer-encoding'], 'chunked');
    return;
  }
  assert.equal(Number(raw.headers['content-length']), raw.body.length);
}

// The categories' listing: catalogue's answer the gateway passes through the same REST
// pipeline and cache as the product listing's.
const LISTING = '/api/shop/categories/get';
const SMALL = '/api/shop/review/00000000-0000-4000-8000-000000000000';

/** 24 categories with the length of real descriptions: a listing of well over 1 KB. */
function addCategories(gw: Harness) {
  for (let i = 0; i < 24; i++) {
    gw.catalogue.addCategory({
      name: `Kanjivaram silk sarees ${i}`,
      description:
        'Pure mulberry silk with a zari border and woven motifs, 5.5 m with a 0.8 m ' +
        'unstitched blouse piece: for weddings, receptions and festive evenings.',
      image: `/media/images/${randomBytes(16).toString('hex')}/1024.webp`,
    });
  }
}

describe('compression of API answers (cache off)', () => {
  let gw: Harness;
  let identity = '';

  before(async () => {
    gw = await startGateway({ env: { CATALOGUE_CACHE_TTL_SECONDS: '0' } });
    addCategories(gw);
    const plain = await get(gw.baseUrl, LISTING);
    assert.equal(plain.status, 200);
    identity = plain.body.toString();
    assert.ok(identity.length > 1024, `the listing is ${identity.length} bytes`);
  });

  after(async () => {
    await gw?.stop();
  });

  it('a listing over 1 KB comes back br, or gzip, by Accept-Encoding, and decodes to the same JSON', async () => {
    const br = await get(gw.baseUrl, LISTING, { 'accept-encoding': 'gzip, deflate, br' });
    assert.equal(br.status, 200);
    assert.equal(br.headers['content-encoding'], 'br');
    assertVaries(br);
    assertLength(br, { chunkedOk: true });
    assert.ok(br.body.length < identity.length / 2, `${br.body.length} of ${identity.length}`);
    assert.deepEqual(JSON.parse(decoded(br)), JSON.parse(identity));

    const gzip = await get(gw.baseUrl, LISTING, { 'accept-encoding': 'gzip' });
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assertVaries(gzip);
    assertLength(gzip, { chunkedOk: true });
    assert.deepEqual(JSON.parse(decoded(gzip)), JSON.parse(identity));

    const refusedBr = await get(gw.baseUrl, LISTING, { 'accept-encoding': 'br;q=0, gzip' });
    assert.equal(refusedBr.headers['content-encoding'], 'gzip');
  });

  it('without Accept-Encoding, or only identity, the answer goes as it is', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
      const plain = await get(gw.baseUrl, LISTING, headers);
      assert.equal(plain.headers['content-encoding'], undefined);
      assert.equal(plain.body.toString(), identity);
    }
  });

  it('an answer under 1 KB is not compressed', async () => {
    const small = await get(gw.baseUrl, SMALL, { 'accept-encoding': 'br, gzip' });
    assert.equal(small.status, 200);
    assert.ok(small.body.length < 1024, `${small.body.length} bytes`);
    assert.equal(small.headers['content-encoding'], undefined);
    assert.equal((JSON.parse(small.body.toString()) as { success: boolean }).success, true);
  });

  it('a compressed request body is not inflated (the 1 MB limit holds for what is read)', async () => {
    const body = gzipSync(JSON.stringify({ email: 'a@example.com', password: 'x' }));
    const answer = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        `${gw.baseUrl}/api/auth/login`,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-encoding': 'gzip',
            'content-length': body.length,
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
    assert.equal(answer, 400);
  });
});

describe('compression of cached catalogue answers', () => {
  let gw: Harness;
  const calls = () => gw.catalogue.callsOf('ListCategories').length;

  before(async () => {
    gw = await startGateway();
    addCategories(gw);
  });

  after(async () => {
    await gw?.stop();
  });

  it('a hit is served compressed, with Vary and the ETag of the miss, without asking catalogue', async () => {
    const before = calls();
    const miss = await get(gw.baseUrl, LISTING, { 'accept-encoding': 'br' });
    assert.equal(miss.headers['content-encoding'], 'br');
    assertVaries(miss);
    assertLength(miss);
    const identity = decoded(miss);

    const hit = await get(gw.baseUrl, LISTING, { 'accept-encoding': 'gzip, deflate, br' });
    assert.equal(calls(), before + 1, 'the second request was a hit');
    assert.equal(hit.headers['content-encoding'], 'br');
    assertVaries(hit);
    assertLength(hit);
    assert.deepEqual(hit.body, miss.body, 'the bytes compressed once, at the miss');
    assert.equal(hit.headers.etag, miss.headers.etag);
    assert.equal(hit.headers['cache-control'], 'no-cache');

    const gzip = await get(gw.baseUrl, LISTING, { 'accept-encoding': 'gzip' });
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assertVaries(gzip);
    assert.equal(decoded(gzip), identity);

    const plain = await get(gw.baseUrl, LISTING);
    assert.equal(plain.headers['content-encoding'], undefined);
    assertVaries(plain);
    assert.equal(plain.body.toString(), identity);
    assert.equal(calls(), before + 1);
  });

  it('If-None-Match holds across codings (one weak ETag for the content): 304 with Vary', async () => {
    const br = await get(gw.baseUrl, LISTING, { 'accept-encoding': 'br' });
    const etag = String(br.headers.etag);
    assert.match(etag, /^W\//);
    const notModified = await get(gw.baseUrl, LISTING, {
      'accept-encoding': 'gzip',
      'if-none-match': etag,
    });
    assert.equal(notModified.status, 304);
    assert.equal(notModified.body.length, 0);
    assert.equal(notModified.headers['content-encoding'], undefined);
    assertVaries(notModified);
  });

  it('a small cached answer is neither compressed nor marked as varying', async () => {
    const calls = () => gw.catalogue.callsOf('ListReviews').length;
    const before = calls();
    await get(gw.baseUrl, SMALL, { 'accept-encoding': 'br' });
    const hit = await get(gw.baseUrl, SMALL, { 'accept-encoding': 'br' });
    assert.equal(calls(), before + 1, 'the second request was a hit');
    assert.equal(hit.status, 200);
    assert.equal(hit.headers['content-encoding'], undefined);
    assert.equal(hit.headers.vary, undefined);
  });
});

describe('the frontends’ precompressed files', () => {
  let gw: Harness;
  const js = `export const sarees = [${'"organza", "banarasi", "kanjivaram", '.repeat(200)}];\n`;
  const asset = '/assets/app-Zx9Yw8Vu.js';

  before(async () => {
    gw = await startGateway();
    const file = join(gw.webDist, asset);
    await writeFile(file, js);
    await writeFile(`${file}.br`, brotliCompressSync(js));
    await writeFile(`${file}.gz`, gzipSync(js));
  });

  after(async () => {
    await gw?.stop();
  });

  it('a JS asset is sent as its .br, or .gz, with Content-Encoding, Vary and the immutable cache', async () => {
    const br = await get(gw.baseUrl, asset, { 'accept-encoding': 'gzip, deflate, br' });
    assert.equal(br.status, 200);
    assert.equal(br.headers['content-encoding'], 'br');
    assert.match(String(br.headers['content-type']), /javascript/);
    assertVaries(br);
    assertLength(br);
    assert.deepEqual(br.body, brotliCompressSync(js));
    assert.equal(br.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(decoded(br), js);

    const gzip = await get(gw.baseUrl, asset, { 'accept-encoding': 'gzip' });
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assertLength(gzip);
    assert.equal(decoded(gzip), js);
    assert.notEqual(gzip.headers.etag, br.headers.etag, 'each file its own ETag');

    const plain = await get(gw.baseUrl, asset);
    assert.equal(plain.headers['content-encoding'], undefined);
    assertVaries(plain);
    assert.equal(plain.body.toString(), js);
  });

  it('a file without a compressed copy goes as it is, not compressed per request; index.html stays no-cache', async () => {
    const small = await get(gw.baseUrl, '/assets/index-AbCdEf12.js', { 'accept-encoding': 'br' });
    assert.equal(small.status, 200);
    assert.equal(small.headers['content-encoding'], undefined);
    const page = await get(gw.baseUrl, '/shop/home', {
      'accept-encoding': 'br',
      accept: 'text/html',
    });
    assert.equal(page.status, 200);
    assert.equal(page.headers['cache-control'], 'no-cache');
    assert.equal(page.headers['content-encoding'], undefined);
    assert.match(page.body.toString(), /<title>Storefront<\/title>/);
  });
});

// Redis in a container with TESTCONTAINERS=1 on a Docker host, else TEST_REDIS_URL or
// REDIS_URL, else skipped.
const redis = await redisForSpec();

describe(
  'compression of answers one replica reads from Redis',
  { skip: redis.skip ?? false },
  () => {
    let a: Harness;
    let b: Harness;

    before(async () => {
      const env = {
        REDIS_URL: redis.server!.url,
        CATALOGUE_CACHE_PREFIX: `boutique:gateway:test:${randomBytes(4).toString('hex')}:`,
      };
      a = await startGateway({ env });
      b = await startGateway({ env, replicaOf: a });
      addCategories(a);
    });

    after(async () => {
      await b?.stop();
      await a?.stop();
    });

    it('a shared hit is compressed by Accept-Encoding, with Vary', async () => {
      const calls = () => a.catalogue.callsOf('ListCategories').length;
      const before = calls();
      const miss = await get(a.baseUrl, LISTING, { 'accept-encoding': 'gzip' });
      assert.equal(miss.headers['content-encoding'], 'gzip');
      await sleep(50); // the write to Redis is not awaited by the answer
      const shared = await get(b.baseUrl, LISTING, { 'accept-encoding': 'br' });
      assert.equal(calls(), before + 1, 'B answered from Redis');
      assert.equal(shared.headers['content-encoding'], 'br');
      assertVaries(shared);
      assertLength(shared);
      assert.equal(decoded(shared), decoded(miss));
      assert.equal(shared.headers.etag, miss.headers.etag);
    });
  },
);
