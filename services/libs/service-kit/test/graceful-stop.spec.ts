// SIGTERM to a real service process (test/fixtures/slow-service.ts, bootstrapService with
// handleSignals): readiness answers 503 at once, the gRPC port takes no new calls, the call
// in flight still gets its answer, and the process exits 0; a call that outlives
// SHUTDOWN_TIMEOUT_MS is cut and the process still exits 0.
import assert from 'node:assert/strict';
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { after, describe, it } from 'node:test';
import { status, type ServiceError } from '@grpc/grpc-js';
import { SERVICES } from '@boutique/contracts';
import {
  createTestDatabase,
  dropTestDatabase,
  freePort,
  spawnService,
  waitFor,
  type ServiceProcess,
} from '@boutique/testing';
import { bareGrpcClient } from '../src/testing/bare-grpc.js';

const FIXTURE = fileURLToPath(new URL('./fixtures/slow-service.js', import.meta.url));

interface Running extends ServiceProcess {
  grpc: string;
  ready: string;
}

type GetUser = (
  request: { id: string },
  options: { deadline: Date },
  callback: (error: ServiceError | null, response?: { user?: { id: string } }) => void,
) => void;

/** A fresh client (its own connection) of the fixture's GetUser. */
function client(target: string) {
  const stub = bareGrpcClient<{ getUser: GetUser }>(SERVICES.identity, target);
  const getUser = (id: string, timeoutMs = 10_000) =>
    new Promise<string>((resolve, reject) =>
      stub.getUser({ id }, { deadline: new Date(Date.now() + timeoutMs) }, (error, response) =>
        error ? reject(error) : resolve(response?.user?.id ?? ''),
      ),
    );
  return { getUser, close: () => stub.close() };
}

const readiness = (url: string) =>
  fetch(url).then(
    async (response) => ({ status: response.status, body: await response.json() }),
    () => ({ status: 0, body: undefined }),
  );

describe('a service process on SIGTERM', () => {
  const databases: string[] = [];
  const children: ChildProcess[] = [];

  after(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    await Promise.all(databases.map(dropTestDatabase));
  });

  async function start(env: Record<string, string> = {}): Promise<Running> {
    const [databaseUrl, busUrl] = await Promise.all([
      createTestDatabase('graceful'),
      createTestDatabase('graceful_bus'),
    ]);
    databases.push(databaseUrl, busUrl);
    const [grpcPort, httpPort] = [await freePort(), await freePort()];
    const { child, exited, stderr } = spawnService(FIXTURE, {
      NODE_ENV: 'test',
      SERVICE_NAME: 'graceful',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      BUS_DATABASE_URL: busUrl,
      GRPC_PORT: String(grpcPort),
      HTTP_PORT: String(httpPort),
      ...env,
    });
    children.push(child);
    const ready = `http://127.0.0.1:${httpPort}/health/ready`;
    await waitFor(async () => (await readiness(ready)).status === 200 || child.exitCode !== null, {
      what: 'the fixture service ready',
      timeoutMs: 30_000,
    });
    assert.equal(child.exitCode, null, `the fixture exited: ${stderr()}`);
    return { child, exited, grpc: `127.0.0.1:${grpcPort}`, ready, stderr };
  }

  it('is not ready at once, takes no new calls, finishes the call in flight and exits 0', async () => {
    const service = await start();
    const first = client(service.grpc);
    const inFlight = first.getUser('slow:1500');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const signalled = Date.now();
    service.child.kill('SIGTERM');

    await waitFor(async () => (await readiness(service.ready)).status === 503, {
      what: 'readiness 503',
      timeoutMs: 1000,
    });
    assert.ok(Date.now() - signalled < 1000);
    assert.deepEqual(await readiness(service.ready), {
      status: 503,
      body: { status: 'draining', checks: {} },
    });

    const late = client(service.grpc);
    await assert.rejects(late.getUser('slow:0', 2000), (error: ServiceError) => {
      assert.equal(error.code, status.UNAVAILABLE, error.details);
      return true;
    });
    late.close();

    assert.equal(await inFlight, 'slow:1500');
    first.close();
    assert.deepEqual(await service.exited, { code: 0, signal: null }, service.stderr());
  });

  it('cuts a call that outlives SHUTDOWN_TIMEOUT_MS and still exits 0', async () => {
    const service = await start({ SHUTDOWN_TIMEOUT_MS: '300' });
    const caller = client(service.grpc);
    const inFlight = caller.getUser('slow:20000', 15_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const signalled = Date.now();
    service.child.kill('SIGTERM');
    await assert.rejects(inFlight, (error: ServiceError) => {
      assert.ok(
        [status.CANCELLED, status.UNAVAILABLE, status.INTERNAL].includes(error.code),
        `code ${error.code}: ${error.details}`,
      );
      return true;
    });
    caller.close();
    assert.deepEqual(await service.exited, { code: 0, signal: null }, service.stderr());
    const took = Date.now() - signalled;
    assert.ok(took < 10_000, `stopped ${took} ms after SIGTERM`);
  });
});
