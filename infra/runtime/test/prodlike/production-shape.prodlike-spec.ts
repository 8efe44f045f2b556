/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-call -- the gateway's JSON answers are read loosely; each assertion checks the shape it needs */
// The production shape, proved through nginx (npm test's `system:prodlike` step starts it:
// nginx with infra/docker/nginx.conf, gateway x2, storefront server x2, catalogue x2, order
// x2, one of each other service, NODE_ENV=production, the PostgreSQL server on 5432 with a role per service, Redis).
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { before, describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import pg from 'pg';
import { jsonLdOfType, readPagePreview } from '@boutique/testing';
import { SERVICES } from '../../src/services.js';
import {
  ADMIN,
  BASE,
  LOAD_CLIENT,
  call,
  createOrder,
  expectStatus,
  metricSum,
  newProduct,
  newShopper,
  replicaBase,
  replicasOf,
  runFile,
  signIn,
  unique,
  waitForRestart,
  type Answer,
  type Product,
  type Shopper,
} from './client.js';

const PREFIX = process.env.PRODLIKE_DB_PREFIX ?? 'boutique_test';
const ADMIN_PG = process.env.PRODLIKE_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

let adminToken = '';

before(async () => {
  assert.ok(BASE, 'PRODLIKE_BASE_URL is set by the system:prodlike step');
  adminToken = (await signIn(ADMIN.email, ADMIN.password)).token;
});

/** A full checkout as the storefront does it: create, pay in the sandbox, capture. */
async function checkout(
  shopper: Shopper,
  product: Product,
): Promise<{ orderId?: string; failures: Answer[] }> {
  const failures: Answer[] = [];
  const created = await createOrder(shopper, product);
  if (created.status !== 201) return { failures: [created] };
  const orderId = String(created.json.orderId);
  const pay = await call(
    'POST',
    `/api/sandbox/razorpay/orders/${created.json.razorpayOrderId}/pay`,
    {
      from: LOAD_CLIENT,
      token: shopper.token,
      body: { outcome: 'success' },
    },
  );
  if (pay.status !== 200) return { orderId, failures: [pay] };
  const capture = await call('POST', '/api/shop/order/capture', {
    from: LOAD_CLIENT,
    token: shopper.token,
    body: {
      orderId,
      paymentId: String(pay.json.razorpay_payment_id),
      signature: String(pay.json.razorpay_signature),
    },
  });
  if (capture.status !== 200) failures.push(capture);
  return { orderId, failures };
}

function describeFailures(failures: (Answer | Error)[]): string {
  return failures
    .slice(0, 5)
    .map((f) =>
      f instanceof Error ? f.message : `${f.status} ${JSON.stringify(f.json).slice(0, 160)}`,
    )
    .join('; ');
}

describe('PostgreSQL: one role per service, no superuser at run time', () => {
  it('each service role owns its database only: another service database refuses it', async () => {
    const admin = new pg.Client({ connectionString: ADMIN_PG });
    await admin.connect();
    try {
      const { rows } = await admin.query<{
        rolname: string;
        rolsuper: boolean;
        rolcreatedb: boolean;
      }>(
        `SELECT rolname, rolsuper, rolcreatedb FROM pg_roles WHERE rolname LIKE $1 ORDER BY rolname`,
        [`${PREFIX}\\_%`],
      );
      const names = rows.map((r) => r.rolname);
      for (const service of SERVICES.filter((d) => d.database).map((d) => d.name))
        assert.ok(names.includes(`${PREFIX}_${service}`), `role ${PREFIX}_${service} exists`);
      assert.deepEqual(
        rows.filter((r) => r.rolsuper || r.rolcreatedb),
        [],
        'no superuser or CREATEDB role',
      );
    } finally {
      await admin.end();
    }
    const asCatalogue = new URL(ADMIN_PG);
    asCatalogue.username = `${PREFIX}_catalogue`;
    asCatalogue.pathname = `/${PREFIX}_identity`;
    const intruder = new pg.Client({ connectionString: asCatalogue.toString() });
    await assert.rejects(intruder.connect(), (error: { code?: string; message?: string }) => {
      assert.equal(error.code, '42501', `permission denied, got ${error.message}`);
      return true;
    });
  });

  it('both catalogue and both order replicas started together ran each migration once', async () => {
    for (const service of ['catalogue', 'order']) {
      const url = new URL(ADMIN_PG);
      url.pathname = `/${PREFIX}_${service}`;
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        const { rows } = await client.query(
          'SELECT name, count(*)::int AS n FROM migrations GROUP BY name HAVING count(*) > 1',
        );
        assert.deepEqual(rows, [], `${service}: no migration recorded twice`);
        const total = await client.query('SELECT count(*)::int AS n FROM migrations');
        assert.ok(total.rows[0].n > 0, `${service} has its migrations`);
      } finally {
        await client.end();
      }
    }
  });
});

describe('nginx passes the client address: one client limits do not touch another', () => {
  it('a client that exhausts the API throttle gets 429, spoofing X-Forwarded-For does not help, another client is served', async () => {
    const flooder = '127.0.0.2';
    let consecutive = 0;
    let sent = 0;
    while (consecutive < 4 && sent < 2000) {
      const answer = await call('GET', '/api/shop/categories/get', { from: flooder });
      sent += 1;
      consecutive = answer.status === 429 ? consecutive + 1 : 0;
      if (answer.status === 429)
        assert.ok(Number(answer.headers['retry-after']) > 0, 'Retry-After is set');
    }
    assert.equal(consecutive, 4, `the flooding client was throttled (sent ${sent})`);
    for (let i = 0; i < 4; i++) {
      const spoofed = await call('GET', '/api/shop/categories/get', {
        from: flooder,
        headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
      });
      assert.equal(spoofed.status, 429, 'a forged X-Forwarded-For is not believed');
    }
    const other = await call('GET', '/api/shop/categories/get', { from: '127.0.0.3' });
    assert.equal(other.status, 200, 'another client address is not throttled');
  });
});

describe('readiness is per process', () => {
  it('a stopped notification service leaves both gateways ready and the shop browsable', async () => {
    const notification = runFile().processes.notification;
    assert.ok(notification?.pid, 'notification runs');
    process.kill(notification.pid, 'SIGSTOP');
    try {
      const own = await call('GET', '/health/ready', {
        base: replicaBase('notification'),
        timeoutMs: 3000,
      }).catch((error: Error) => error);
      assert.ok(
        own instanceof Error || own.status !== 200,
        'the stopped process itself is not ready',
      );
      for (const gateway of replicasOf('gateway')) {
        const ready = await call('GET', '/health/ready', { base: replicaBase(gateway) });
        assert.equal(ready.status, 200, `${gateway} stays ready: ${JSON.stringify(ready.json)}`);
      }
      for (let i = 0; i < 4; i++)
        await expectStatus(200, 'GET', '/api/shop/products/get?page=1&pageSize=12', {
          from: LOAD_CLIENT,
        });
    } finally {
      process.kill(notification.pid, 'SIGCONT');
    }
  });
});

describe('gRPC calls spread over both replicas of a service', () => {
  it('searches (each a cache miss) reach both catalogue replicas', async () => {
    const catalogues = replicasOf('catalogue');
    assert.equal(catalogues.length, 2);
    const before = await Promise.all(
      catalogues.map((id) => metricSum(id, 'grpc_server_handling_seconds_count')),
    );
    const calls = 60;
    for (let i = 0; i < calls; i++)
      await expectStatus(200, 'GET', `/api/shop/search/silk${unique()}`, { from: LOAD_CLIENT });
    const after = await Promise.all(
      catalogues.map((id) => metricSum(id, 'grpc_server_handling_seconds_count')),
    );
    const shares = after.map((value, i) => value - before[i]);
    const total = shares.reduce((a, b) => a + b, 0);
    assert.ok(total >= calls, `catalogue served the searches (${total})`);
    for (const [i, share] of shares.entries())
      assert.ok(share >= total * 0.25, `${catalogues[i]} served ${share} of ${total} calls`);
  });
});

describe('a catalogue edit reaches every replica within a second', () => {
  it('both gateways answer the new title and both catalogue replicas find it', async () => {
    const product = await newProduct(adminToken, 10);
    const gateways = replicasOf('gateway');
    // both gateways cache the product page
    for (const gateway of gateways)
      await expectStatus(200, 'GET', `/api/shop/products/get/${product.id}`, {
        base: replicaBase(gateway),
      });
    const word = `zephyr${randomBytes(4).toString('hex')}`;
    const title = `Kanjivaram ${word} Saree`;
    const edited = await call('PUT', `/api/admin/products/edit/${product.id}`, {
      from: LOAD_CLIENT,
      token: adminToken,
      body: {
        title,
        description: 'Fabric: silk. Edited in the production-like test.',
        category: product.category,
        price: 1499,
        salePrice: 0,
        colors: [{ _id: product.colourId, title: 'Red', inventory: 10, image: '' }],
        image: [],
      },
    });
    assert.equal(edited.status, 200, JSON.stringify(edited.json));
    const editedAt = Date.now();
    const seen = new Map<string, number>();
    while (seen.size < gateways.length + 1 && Date.now() - editedAt < 3000) {
      for (const gateway of gateways) {
        if (seen.has(gateway)) continue;
        const page = await call('GET', `/api/shop/products/get/${product.id}`, {
          base: replicaBase(gateway),
        });
        if (page.json.data?.title === title) seen.set(gateway, Date.now() - editedAt);
      }
      if (!seen.has('search')) {
        // every search is a new query, so each is answered by catalogue (round robin over
        // both replicas); ten in a row must all find the product
        const results = await Promise.all(
          Array.from({ length: 10 }, (_, i) =>
            call('GET', `/api/shop/search/${word}?n=${i}${unique()}`, {
              from: LOAD_CLIENT,
            }),
          ),
        );
        if (
          results.every((r) =>
            (r.json.data ?? []).some((p: { id?: string }) => String(p.id) === product.id),
          )
        )
          seen.set('search', Date.now() - editedAt);
      }
      await sleep(50);
    }
    for (const gateway of gateways)
      assert.ok(
        (seen.get(gateway) ?? Infinity) <= 1000,
        `${gateway} saw the edit in ${seen.get(gateway)} ms`,
      );
    assert.ok(
      (seen.get('search') ?? Infinity) <= 1000,
      `both catalogue replicas found it by search in ${seen.get('search')} ms`,
    );
  });
});

/** A steady load of reads and checkouts from the load client until `stop` resolves. */
async function steadyLoad(shoppers: Shopper[], product: Product, stop: Promise<void>) {
  let running = true;
  void stop.then(() => (running = false));
  const failures: (Answer | Error)[] = [];
  const orders: string[] = [];
  let requests = 0;
  const reader = async () => {
    while (running) {
      for (const path of [
        `/api/shop/products/get/${product.id}`,
        '/api/shop/products/get?page=1&pageSize=24',
        '/api/shop/categories/get',
      ]) {
        requests += 1;
        const answer = await call('GET', path, { from: LOAD_CLIENT }).catch(
          (error: Error) => error,
        );
        if (answer instanceof Error || answer.status !== 200) failures.push(answer);
      }
    }
  };
  const buyer = async (shopper: Shopper) => {
    while (running) {
      requests += 3;
      const result = await checkout(shopper, product).catch((error: Error) => ({
        orderId: undefined,
        failures: [error],
      }));
      failures.push(...result.failures);
      if (result.orderId && result.failures.length === 0) orders.push(result.orderId);
    }
  };
  await Promise.all([reader(), reader(), reader(), ...shoppers.map(buyer)]);
  return { failures, orders, requests };
}

async function ordersOf(shopper: Shopper): Promise<{ id: string; paymentStatus: string }[]> {
  const list = await expectStatus(200, 'GET', `/api/shop/order/list/${shopper.id}`, {
    from: LOAD_CLIENT,
    token: shopper.token,
  });
  return (list.json.data as { id?: string; _id?: string; paymentStatus: string }[]).map((o) => ({
    id: String(o.id ?? o._id),
    paymentStatus: o.paymentStatus,
  }));
}

describe('killing replicas under load loses nothing', () => {
  let shoppers: Shopper[] = [];
  let product: Product;
  before(async () => {
    shoppers = await Promise.all(Array.from({ length: 4 }, () => newShopper()));
    product = await newProduct(adminToken, 100_000);
  });

  it('SIGTERM to one gateway under reads and checkouts: no request fails (nginx retries, the gateway drains)', async () => {
    const gateway = replicasOf('gateway')[0];
    const pid = runFile().processes[gateway].pid;
    const stop = sleep(10_000);
    const load = steadyLoad(shoppers, product, stop);
    await sleep(3_000);
    process.kill(pid, 'SIGTERM');
    const { failures, orders, requests } = await load;
    await waitForRestart(gateway, pid);
    assert.ok(requests > 100, `a steady load ran (${requests} requests)`);
    assert.deepEqual(
      failures.length,
      0,
      `failed requests: ${failures.length} of ${requests}: ${describeFailures(failures)}`,
    );
    assert.ok(orders.length > 0, 'checkouts were paid');
    const paid = new Set(
      (await Promise.all(shoppers.map(ordersOf)))
        .flat()
        .filter((o) => o.paymentStatus === 'paid')
        .map((o) => o.id),
    );
    for (const id of orders) assert.ok(paid.has(id), `order ${id} is paid`);
  });

  it('SIGKILL to one order replica mid-checkout: every checkout completes, no order is lost or doubled', async () => {
    const order = replicasOf('order')[0];
    const pid = runFile().processes[order].pid;
    const before = (await Promise.all(shoppers.map(ordersOf))).flat().length;
    const stop = sleep(10_000);
    const load = steadyLoad(shoppers, product, stop);
    await sleep(3_000);
    process.kill(pid, 'SIGKILL');
    const { failures, orders } = await load;
    await waitForRestart(order, pid);
    assert.deepEqual(failures.length, 0, `failed requests: ${describeFailures(failures)}`);
    assert.ok(orders.length > 0, 'checkouts were paid');
    const all = (await Promise.all(shoppers.map(ordersOf))).flat();
    const paid = new Set(all.filter((o) => o.paymentStatus === 'paid').map((o) => o.id));
    for (const id of orders) assert.ok(paid.has(id), `order ${id} is paid`);
    assert.equal(
      all.length - before,
      orders.length,
      'one order per completed checkout, none doubled',
    );
    const page = await expectStatus(200, 'GET', `/api/shop/products/get/${product.id}`, {
      from: LOAD_CLIENT,
    });
    const sold = (await Promise.all(shoppers.map(ordersOf)))
      .flat()
      .filter((o) => o.paymentStatus === 'paid').length;
    assert.equal(
      Number(page.json.data.colors[0].inventory),
      100_000 - sold,
      'stock left = stock - units paid',
    );
  });
});

/** A GET through nginx whose body is not decoded (fetch would decode it). */
function rawGet(
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${BASE}${path}`, { headers }, (res) => {
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

describe('compressed delivery through nginx (docs/compression.md)', () => {
  it("sends the storefront's JavaScript as the build's .gz, with Vary", async () => {
    const page = await rawGet('/', {});
    const script = /src="(\/assets\/index-[^"]+\.js)"/.exec(page.body.toString())?.[1];
    assert.ok(script, 'index.html names its entry script');
    const plain = await rawGet(script, {});
    const gzipped = await rawGet(script, { 'accept-encoding': 'gzip, br' });
    assert.equal(gzipped.status, 200);
    assert.equal(gzipped.headers['content-encoding'], 'gzip');
    assert.match(String(gzipped.headers.vary), /accept-encoding/i);
    assert.equal(gzipped.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.ok(gzipped.body.length < plain.body.length / 2);
    assert.deepEqual(gunzipSync(gzipped.body), plain.body);
  });

  it("passes on the gateway's br listing answer", async () => {
    const path = '/api/shop/products/get?pageSize=24';
    // answers under 1 KB go as they are: make the listing long enough to be compressed
    for (let made = 0; (await rawGet(path, {})).body.length < 2048 && made < 10; made++)
      await newProduct(adminToken, 1);
    const listing = await rawGet(path, { 'accept-encoding': 'br, gzip' });
    assert.equal(listing.status, 200);
    assert.equal(listing.headers['content-encoding'], 'br');
    assert.match(String(listing.headers.vary), /accept-encoding/i);
    const body = JSON.parse(brotliDecompressSync(listing.body).toString()) as { success: boolean };
    assert.equal(body.success, true);
  });
});

describe('pages rendered by the storefront server behind nginx', () => {
  let product: Product;
  before(async () => {
    product = await newProduct(adminToken, 10);
  });

  /** A product page as a link-preview fetcher gets it: plain GET, no JavaScript. */
  async function productPage(): Promise<{ status: number; title?: string; names: string[] }> {
    const response = await fetch(`${BASE}/shop/details/${product.id}`, {
      headers: { 'user-agent': 'facebookexternalhit/1.1', accept: 'text/html' },
      signal: AbortSignal.timeout(10_000),
    });
    const preview = readPagePreview(await response.text());
    return {
      status: response.status,
      title: preview.meta['og:title'],
      names: jsonLdOfType(preview, 'Product').map((p) => String(p.name)),
    };
  }

  it("a product page through nginx carries its og:title and the product's JSON-LD", async () => {
    const page = await productPage();
    assert.equal(page.status, 200);
    assert.match(page.title ?? '', new RegExp(product.title));
    assert.deepEqual(page.names, [product.title]);
  });

  it('SIGKILL to one storefront replica under page reads: every page is still rendered', async () => {
    const [victim] = replicasOf('storefront');
    assert.ok(victim, 'the run has storefront replicas');
    const pid = runFile().processes[victim].pid;
    // page reads go on before, during and after the kill: 4 at a time, until 16 pages were
    // read after it (counted, not timed: the machine may be slow)
    const failures: string[] = [];
    let pages = 0;
    let afterKill = -1;
    const deadline = Date.now() + 90_000;
    const worker = async () => {
      while (afterKill < 16 && Date.now() < deadline) {
        const page = await productPage().catch((error: Error) => ({
          status: 0,
          title: error.message,
          names: [],
        }));
        pages += 1;
        if (afterKill >= 0) afterKill += 1;
        if (page.status !== 200 || page.names[0] !== product.title)
          failures.push(`${page.status} ${page.title ?? 'no og:title'}`);
      }
    };
    const load = Promise.all(Array.from({ length: 4 }, worker));
    while (pages < 4 && Date.now() < deadline) await sleep(50);
    process.kill(pid, 'SIGKILL');
    afterKill = 0;
    await load;
    await waitForRestart(victim, pid, 60_000);
    assert.ok(afterKill >= 16, `pages were read after the kill (${afterKill})`);
    assert.deepEqual(failures.slice(0, 5), [], `${failures.length} of ${pages} pages not rendered`);
  });
});
