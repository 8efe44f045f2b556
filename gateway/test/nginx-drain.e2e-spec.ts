// A gateway replica killed under load behind the production nginx loses nothing: the real
// infra/docker/nginx.conf in front of two real gateway processes (dist/src/main.js, as in
// compose, PROXY_KEEPALIVE_TIMEOUT_MS=5000), fake services behind them (with some latency,
// so requests are in flight), a steady load of product listings and POST checkouts through
// nginx, SIGTERM to one gateway: every request answers 2xx, the gateway drains (answers on
// nginx's pooled connections with Connection: close, waits for nginx to close the idle
// ones) and exits 0. Needs the nginx binary; skipped by name without it.
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import { freePort, waitFor } from '@boutique/testing';
import { PACKAGE_DIR } from '../src/config/gateway.config.js';
import { FakeCart, FakeOrder, FakePayment } from './fixtures/fake-buying.js';
import { FakeCatalogue } from './fixtures/fake-catalogue.js';
import { FakeIdentity } from './fixtures/fake-identity.js';
import { TEST_JWT_SECRET } from './fixtures/gateway-harness.js';
import { NGINX, startNginx, type RunningNginx } from './fixtures/nginx.js';

const MAIN = join(PACKAGE_DIR, 'dist', 'src', 'main.js');

interface GatewayProcess {
  port: number;
  child: ChildProcess;
  exited: Promise<number | null>;
  /** The JSON log lines it wrote so far (LOG_LEVEL info: one per request). */
  logs: () => { msg?: string; [key: string]: unknown }[];
}

interface Outcome {
  kind: 'list' | 'checkout';
  status: number;
  at: number;
  error?: string;
}

describe(
  'a gateway replica killed under load behind the production nginx',
  { skip: !NGINX && 'nginx is not installed (.ci/run installs it)' },
  () => {
    let dir = '';
    let identity: FakeIdentity;
    let catalogue: FakeCatalogue;
    let cart: FakeCart;
    let order: FakeOrder;
    let payment: FakePayment;
    let media: Server;
    let nginx: RunningNginx | undefined;
    const gateways: GatewayProcess[] = [];
    let token = '';
    let userId = '';
    let addressId = '';
    let productId = '';
    let colourId = '';

    async function startGatewayProcess(): Promise<GatewayProcess> {
      const port = await freePort();
      const child = spawn(process.execPath, [MAIN], {
        cwd: PACKAGE_DIR,
        env: {
          PATH: process.env.PATH ?? '',
          NODE_ENV: 'test',
          LOG_LEVEL: 'info',
          PORT: String(port),
          JWT_SECRET: TEST_JWT_SECRET,
          IDENTITY_GRPC_URL: identity.target,
          CATALOGUE_GRPC_URL: catalogue.target,
          CART_GRPC_URL: cart.target,
          ORDER_GRPC_URL: order.target,
          PAYMENT_GRPC_URL: payment.target,
          WEB_DIST: join(dir, 'web'),
          ADMIN_DIST: join(dir, 'admin'),
          TRUST_PROXY: '1',
          // every request reaches the services: nothing answered from the cache
          CATALOGUE_CACHE_TTL_SECONDS: '0',
          RATE_LIMIT_API_PER_CLIENT: '0',
          // as in docker-compose.yml, for infra/docker/nginx.conf's keepalive_timeout 5s
          PROXY_KEEPALIVE_TIMEOUT_MS: '5000',
          SHUTDOWN_TIMEOUT_MS: '10000',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      let err = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
      const exited = new Promise<number | null>((resolve) =>
        child.on('exit', (code) => resolve(code)),
      );
      const gateway: GatewayProcess = {
        port,
        child,
        exited,
        logs: () =>
          out
            .split('\n')
            .filter((line) => line.startsWith('{'))
            .map((line) => JSON.parse(line) as { msg?: string }),
      };
      gateways.push(gateway);
      await waitFor(
        async () =>
          child.exitCode !== null ||
          (await fetch(`http://127.0.0.1:${port}/health/ready`).then(
            (r) => r.status === 200,
            () => false,
          )),
        { what: `gateway on ${port} ready`, timeoutMs: 30_000 },
      );
      assert.equal(child.exitCode, null, `the gateway exited at start: ${err}`);
      return gateway;
    }

    before(async () => {
      dir = await mkdtemp(join(tmpdir(), 'nginx-drain-'));
      for (const app of ['web', 'admin']) {
        await mkdir(join(dir, app), { recursive: true });
        await writeFile(join(dir, app, 'index.html'), '<!doctype html><title>x</title>');
      }
      identity = await new FakeIdentity(TEST_JWT_SECRET).start();
      catalogue = await new FakeCatalogue().start();
      cart = await new FakeCart(catalogue).start();
      order = await new FakeOrder(catalogue).start();
      payment = await new FakePayment(order).start();
      // Some latency behind the gateways, so requests are in flight when one is stopped.
      catalogue.delayMs = 15;
      order.delayMs = 40;
      const user = identity.addUser({
        userName: 'Asha',
        email: 'asha@example.com',
        password: 'asha-pass',
      });
      userId = user.id;
      token = await identity.accessToken(user);
      addressId = randomUUID();
      const at = new Date().toISOString();
      identity.addresses.set(addressId, {
        id: addressId,
        userId,
        name: 'Asha Rao',
        address: '4 Brigade Road',
        state: 'KA',
        city: 'Bengaluru',
        pincode: '560001',
        phone: '9876543210',
        notes: '',
        createdAt: at,
        updatedAt: at,
      });
      const category = catalogue.addCategory({ name: 'Silk Sarees' });
      colourId = randomUUID();
      productId = catalogue.addProduct({
        title: 'Kanjivaram silk',
        categoryId: category.id,
        productCode: 'KS-1',
        price: 1_200_000,
        salePrice: 0,
        images: ['/media/images/k/1024.jpg'],
        colours: [{ id: colourId, title: 'Maroon', inventory: 1_000_000, image: '' }],
      }).id;
      media = createServer((_request, response) => response.end());
      await new Promise<void>((resolve) => media.listen(0, '127.0.0.1', resolve));
      const [first, second] = [await startGatewayProcess(), await startGatewayProcess()];
      nginx = await startNginx({
        gatewayPorts: [first.port, second.port],
        mediaPort: (media.address() as AddressInfo).port,
      });
    });

    after(async () => {
      for (const gateway of gateways)
        if (gateway.child.exitCode === null) gateway.child.kill('SIGKILL');
      await nginx?.stop();
      await new Promise<void>((resolve) => (media ? media.close(() => resolve()) : resolve()));
      for (const fake of [identity, catalogue, cart, order, payment]) await fake?.stop();
      await rm(dir, { recursive: true, force: true });
    });

    async function call(kind: Outcome['kind']): Promise<Outcome> {
      const at = Date.now();
      try {
        const response =
          kind === 'list'
            ? await fetch(`${nginx!.baseUrl}/api/shop/products/get?page=1`)
            : await fetch(`${nginx!.baseUrl}/api/shop/order/create`, {
                method: 'POST',
                headers: {
                  'content-type': 'application/json',
                  authorization: `Bearer ${token}`,
                  'idempotency-key': randomUUID(),
                },
                body: JSON.stringify({
                  userId,
                  cartItems: [
                    { productId, quantity: 1, colors: { _id: colourId, title: 'Maroon' } },
                  ],
                  addressInfo: { addressId },
                  totalAmount: 12_000,
                }),
              });
        const text = await response.text();
        return {
          kind,
          status: response.status,
          at,
          error: response.status >= 300 ? text.slice(0, 200) : undefined,
        };
      } catch (error) {
        return { kind, status: 0, at, error: String(error) };
      }
    }

    it('answers every listing and checkout 2xx while one gateway drains and exits 0', async () => {
      const [victim, survivor] = gateways;
      // Warm up: both gateways serve through nginx, and nginx pools connections to both.
      for (let i = 0; i < 20; i++) assert.equal((await call('list')).status, 200);

      const outcomes: Outcome[] = [];
      let running = true;
      const worker = async (kind: Outcome['kind']) => {
        while (running) outcomes.push(await call(kind));
      };
      const workers = [
        ...Array.from({ length: 4 }, () => worker('list')),
        ...Array.from({ length: 4 }, () => worker('checkout')),
      ];
      await sleep(1500);
      const signalled = Date.now();
      victim.child.kill('SIGTERM');
      const code = await victim.exited;
      const drainedIn = Date.now() - signalled;
      // and on a while with one gateway
      await sleep(1000);
      running = false;
      await Promise.all(workers);

      const failed = outcomes.filter((o) => o.status < 200 || o.status >= 300);
      assert.deepEqual(failed.slice(0, 10), [], `${failed.length} of ${outcomes.length} failed`);
      const afterSignal = outcomes.filter((o) => o.at >= signalled);
      assert.ok(
        afterSignal.filter((o) => o.kind === 'checkout').length > 20,
        'checkouts went on during the drain',
      );
      assert.equal(code, 0, 'the drained gateway exits 0');
      assert.ok(drainedIn < 15_000, `drained in ${drainedIn} ms`);

      // It drained (nothing cut at the deadline), and answered while draining.
      const logs = victim.logs();
      const drainedAt = logs.findIndex(
        (line) =>
          line.msg === 'gateway draining: not ready, no new connections, requests in flight finish',
      );
      assert.ok(drainedAt >= 0, 'the gateway logged its drain');
      const answeredWhileDraining = logs.slice(drainedAt).filter((line) => line.msg === 'request');
      assert.ok(answeredWhileDraining.length > 0, 'requests in flight at SIGTERM were answered');
      const drained = logs.find((line) => line.msg === 'gateway drained');
      assert.deepEqual(drained && { forced: drained.forced }, { forced: 0 });
      assert.equal(
        (await fetch(`http://127.0.0.1:${survivor.port}/health/ready`)).status,
        200,
        'the other gateway is untouched',
      );
      assert.doesNotMatch(await nginx!.errorLog(), /no live upstreams|upstream prematurely closed/);
    });
  },
);
