// The gateway's cache of public catalogue reads: hits served without asking catalogue
// (ETag, 304, no-cache), errors never stored, dropped by an admin write before it answers
// and by catalogue events (the handler, and a real pg-boss bus when TEST_DATABASE_URL is
// set), the GraphQL pages, TTL 0, and two replicas sharing Redis (TEST_REDIS_URL).
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import { TOPICS } from '@boutique/contracts';
import { createEnvelope, logger, PgBossEventBus } from '@boutique/service-kit';
import { createTestDatabase, dropTestDatabase } from '@boutique/testing';
import { CatalogueCache } from '../src/catalogue-cache/catalogue-cache.js';
import { catalogueEventsHandler } from '../src/catalogue-cache/catalogue-events.handler.js';
import { CatalogueEventsSubscriber } from '../src/catalogue-cache/catalogue-events.subscriber.js';
import { startGateway, type Harness } from './fixtures/gateway-harness.js';
import { httpClient, str, type Json } from './fixtures/http.js';
import { redisForSpec } from './fixtures/redis.js';

async function adminTokenOf(gw: Harness): Promise<string> {
  const admin = gw.identity.addUser({
    userName: 'Admin',
    email: `admin-${randomBytes(3).toString('hex')}@example.com`,
    password: 'admin-pass',
    role: 'admin',
  });
  return gw.identity.accessToken(admin);
}

function names(body: Json): string[] {
  return (body.data as unknown as Json[]).map((c) => str(c.name));
}

describe('catalogue cache (memory)', () => {
  let gw: Harness;
  let adminToken = '';
  const client = httpClient(() => gw.baseUrl);
  const count = (method: string) => gw.catalogue.callsOf(method).length;

  before(async () => {
    gw = await startGateway();
    adminToken = await adminTokenOf(gw);
    const silk = gw.catalogue.addCategory({ name: 'Silk Sarees' });
    gw.catalogue.addProduct({ title: 'Ruby silk', categoryId: silk.id, isFeatured: true });
  });

  after(async () => {
    await gw?.stop();
  });

  it('a hit is served without asking catalogue, with the same bytes, ETag and no-cache', async () => {
    const before = count('ListCategories');
    const first = await client.get('/api/shop/categories/get');
    const second = await client.get('/api/shop/categories/get');
    assert.equal(count('ListCategories'), before + 1);
    assert.equal(second.status, 200);
    assert.equal(second.text, first.text);
    assert.equal(second.headers.get('cache-control'), 'no-cache');
    assert.equal(second.headers.get('content-type'), 'application/json; charset=utf-8');
    assert.ok(second.headers.get('etag'));
    assert.equal(second.headers.get('etag'), first.headers.get('etag'));
    assert.ok(second.headers.get('x-request-id'), 'hooks before the cache still ran');
    assert.ok(second.headers.get('content-security-policy'));
    const traced = await client.get('/api/shop/categories/get', {
      headers: { 'x-request-id': 'trace-me-1' },
    });
    assert.equal(traced.headers.get('x-request-id'), 'trace-me-1');
    assert.equal(count('ListCategories'), before + 1);
    const notModified = await client.get('/api/shop/categories/get', {
      headers: { 'if-none-match': first.headers.get('etag')! },
    });
    assert.equal(notModified.status, 304);
    assert.equal(notModified.text, '');
  });

  it('query strings are separate entries; errors are never stored', async () => {
    const before = count('ListProducts');
    await client.get('/api/shop/products/get?sortBy=newest');
    await client.get('/api/shop/products/get?sortBy=newest');
    await client.get('/api/shop/products/get?sortBy=code-atoz');
    assert.equal(count('ListProducts'), before + 2);
    const missing = count('GetProduct');
    assert.equal((await client.get('/api/shop/products/get/nope')).status, 404);
    assert.equal((await client.get('/api/shop/products/get/nope')).status, 404);
    assert.equal(count('GetProduct'), missing + 2);
    assert.equal((await client.get('/api/shop/products/get?sortBy=bad')).status, 400);
  });

  it('an admin write drops the cache before it answers', async () => {
    assert.deepEqual(names((await client.get('/api/shop/categories/get')).json), ['Silk Sarees']);
    const added = await client.post(
      '/api/admin/categories/add',
      { name: 'Linen Sarees', description: 'Airy' },
      { token: adminToken },
    );
    assert.equal(added.status, 201);
    assert.deepEqual(names((await client.get('/api/shop/categories/get')).json), [
      'Silk Sarees',
      'Linen Sarees',
    ]);
  });

  it('a failed admin write (refused) leaves the cache; a review through the gateway drops it', async () => {
    await client.get('/api/shop/categories/get');
    const before = count('ListCategories');
    const refused = await client.post('/api/admin/categories/add', {}, { token: adminToken });
    assert.equal(refused.status, 400);
    await client.get('/api/shop/categories/get');
    assert.equal(count('ListCategories'), before);
    const product = [...gw.catalogue.products.values()][0];
    const review = await client.post(
      '/api/shop/review/add',
      { productId: product.id, reviewMessage: 'Nice', reviewValue: 5 },
      { token: adminToken },
    );
    assert.equal(review.status, 201, review.text);
    await client.get('/api/shop/categories/get');
    assert.equal(count('ListCategories'), before + 1);
  });

  it('catalogue events drop it (the handler); stock-low does not', async () => {
    const handle = catalogueEventsHandler(gw.app.get(CatalogueCache));
    await client.get('/api/shop/categories/get');
    const before = count('ListCategories');
    await handle(
      createEnvelope('gateway-test', 'stock-low', 'p1', {
        productId: 'p1',
        colourId: '',
        title: 'x',
        colourTitle: '',
        inventory: 1,
      }),
    );
    await client.get('/api/shop/categories/get');
    assert.equal(count('ListCategories'), before, 'stock-low keeps the cache');
    for (const type of [
      'product-upserted',
      'product-deleted',
      'category-upserted',
      'category-deleted',
    ] as const) {
      const envelope = createEnvelope('gateway-test', type, 'x', {} as never);
      await handle(envelope);
      const calls = count('ListCategories');
      await client.get('/api/shop/categories/get');
      assert.equal(count('ListCategories'), calls + 1, type);
    }
  });

  it('GraphQL pages are cached and dropped with the rest', async () => {
    const query = '{ homePage { categories { name } featured { title } } }';
    await client.graphql(query);
    const before = count('ListProducts');
    const cached = await client.graphql(query);
    assert.equal(cached.json.errors, undefined, cached.text);
    assert.equal(count('ListProducts'), before);
    await client.post(
      '/api/admin/categories/add',
      { name: 'Cotton Sarees', description: 'Everyday' },
      { token: adminToken },
    );
    const fresh = await client.graphql(query);
    assert.equal(count('ListProducts'), before + 2);
    assert.ok(
      (fresh.json.data.homePage.categories as unknown as Json[]).some(
        (c) => c.name === ('Cotton Sarees' as unknown as Json),
      ),
    );
  });
});

describe('catalogue cache off (CATALOGUE_CACHE_TTL_SECONDS=0)', () => {
  let gw: Harness;
  const client = httpClient(() => gw.baseUrl);

  before(async () => {
    gw = await startGateway({ env: { CATALOGUE_CACHE_TTL_SECONDS: '0' } });
  });

  after(async () => {
    await gw?.stop();
  });

  it('every read asks catalogue; still no-cache for the browser', async () => {
    const before = gw.catalogue.callsOf('ListCategories').length;
    const response = await client.get('/api/shop/categories/get');
    await client.get('/api/shop/categories/get');
    assert.equal(gw.catalogue.callsOf('ListCategories').length, before + 2);
    assert.equal(response.headers.get('cache-control'), 'no-cache');
  });
});

const databaseUrl = process.env.TEST_DATABASE_URL;

describe(
  'catalogue cache dropped by an event delivered on the pg-boss bus',
  { skip: databaseUrl ? false : 'no PostgreSQL: set TEST_DATABASE_URL' },
  () => {
    let gw: Harness;
    let replica: Harness;
    let busUrl = '';
    let publisher: PgBossEventBus;
    const client = httpClient(() => gw.baseUrl);
    const replicaClient = httpClient(() => replica.baseUrl);

    before(async () => {
      busUrl = await createTestDatabase('gateway_bus');
      gw = await startGateway({ env: { BUS_DATABASE_URL: busUrl } });
      assert.equal(await gw.app.get(CatalogueEventsSubscriber).ready, true);
      // a second gateway process on the same bus, each with its own in-memory cache
      replica = await startGateway({ env: { BUS_DATABASE_URL: busUrl }, replicaOf: gw });
      assert.equal(await replica.app.get(CatalogueEventsSubscriber).ready, true);
      gw.catalogue.addCategory({ name: 'Silk Sarees' });
      publisher = new PgBossEventBus({ connectionString: busUrl, logger: logger() });
      await publisher.start();
    });

    after(async () => {
      await publisher?.stop();
      await replica?.stop();
      await gw?.stop();
      if (busUrl) await dropTestDatabase(busUrl);
    });

    it('category-upserted published by catalogue drops the cache within a few seconds', async () => {
      await client.get('/api/shop/categories/get');
      const before = gw.catalogue.callsOf('ListCategories').length;
      await client.get('/api/shop/categories/get');
      assert.equal(gw.catalogue.callsOf('ListCategories').length, before, 'cached');
      gw.catalogue.addCategory({ name: 'Tussar Sarees' });
      await publisher.publish(
        TOPICS.catalogue,
        createEnvelope('catalogue', 'category-upserted', 'c1', {
          categoryId: 'c1',
          slug: 'tussar-sarees',
          name: 'Tussar Sarees',
        }),
      );
      let seen: string[] = [];
      for (let i = 0; i < 50; i++) {
        seen = names((await client.get('/api/shop/categories/get')).json);
        if (seen.includes('Tussar Sarees')) break;
        await sleep(200);
      }
      assert.ok(seen.includes('Tussar Sarees'), seen.join(','));
    });

    it('with the in-memory store one event drops the cache of every gateway replica within a second', async () => {
      for (const c of [client, replicaClient]) await c.get('/api/shop/categories/get');
      const before = gw.catalogue.callsOf('ListCategories').length;
      for (const c of [client, replicaClient]) await c.get('/api/shop/categories/get');
      assert.equal(gw.catalogue.callsOf('ListCategories').length, before, 'both cached');
      gw.catalogue.addCategory({ name: 'Kanjivaram Sarees' });
      const published = Date.now();
      await publisher.publish(
        TOPICS.catalogue,
        createEnvelope('catalogue', 'category-upserted', 'c2', {
          categoryId: 'c2',
          slug: 'kanjivaram-sarees',
          name: 'Kanjivaram Sarees',
        }),
      );
      const seenAfter = new Map<string, number>();
      while (seenAfter.size < 2 && Date.now() - published < 5_000) {
        for (const [name, c] of [
          ['first', client],
          ['second', replicaClient],
        ] as const) {
          if (seenAfter.has(name)) continue;
          if (names((await c.get('/api/shop/categories/get')).json).includes('Kanjivaram Sarees'))
            seenAfter.set(name, Date.now() - published);
        }
        await sleep(20);
      }
      for (const name of ['first', 'second'])
        assert.ok(
          (seenAfter.get(name) ?? Infinity) <= 1_000,
          `${name} gateway answered the new category after ${seenAfter.get(name)} ms`,
        );
    });
  },
);

// Redis in a container with TESTCONTAINERS=1 on a Docker host, else TEST_REDIS_URL or
// REDIS_URL, else skipped.
const redis = await redisForSpec();
const redisUrl = redis.server?.url;

describe(
  'catalogue cache shared by two replicas through Redis',
  { skip: redis.skip ?? false },
  () => {
    let a: Harness;
    let b: Harness;
    let adminToken = '';
    const clientA = httpClient(() => a.baseUrl);
    const clientB = httpClient(() => b.baseUrl);
    const calls = () => a.catalogue.callsOf('ListCategories').length;

    before(async () => {
      const env = {
        REDIS_URL: redisUrl!,
        CATALOGUE_CACHE_PREFIX: `boutique:gateway:test:${randomBytes(4).toString('hex')}:`,
      };
      a = await startGateway({ env });
      b = await startGateway({ env, replicaOf: a });
      adminToken = await adminTokenOf(a);
      a.catalogue.addCategory({ name: 'Silk Sarees' });
      // Both replicas know the generation (read at start).
      assert.equal(a.app.get(CatalogueCache).generation, b.app.get(CatalogueCache).generation);
    });

    after(async () => {
      await b?.stop();
      await a?.stop();
    });

    it("a miss on one replica is a hit on the other (Redis), and B's write drops A's copy", async () => {
      const before = calls();
      const first = await clientA.get('/api/shop/categories/get');
      assert.equal(calls(), before + 1);
      await sleep(50); // the write to Redis is not awaited by the answer
      const fromRedis = await clientB.get('/api/shop/categories/get');
      assert.equal(calls(), before + 1, 'B answered from Redis');
      assert.equal(fromRedis.text, first.text);
      assert.equal(fromRedis.headers.get('etag'), first.headers.get('etag'));
      await clientA.get('/api/shop/categories/get');
      assert.equal(calls(), before + 1, 'A answered from its own memory');

      const added = await clientB.post(
        '/api/admin/categories/add',
        { name: 'Linen Sarees', description: 'Airy' },
        { token: adminToken },
      );
      assert.equal(added.status, 201);
      // B dropped before answering; A hears the bump through Redis within moments.
      assert.deepEqual(names((await clientB.get('/api/shop/categories/get')).json), [
        'Silk Sarees',
        'Linen Sarees',
      ]);
      let seen: string[] = [];
      for (let i = 0; i < 20; i++) {
        seen = names((await clientA.get('/api/shop/categories/get')).json);
        if (seen.includes('Linen Sarees')) break;
        await sleep(50);
      }
      assert.deepEqual(seen, ['Silk Sarees', 'Linen Sarees']);
    });
  },
);
