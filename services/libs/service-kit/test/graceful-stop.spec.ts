// SIGTERM to a real service process (test/fixtures/slow-service.ts, bootstrapService with
// handleSignals): readiness answers 503 at once, the gRPC port takes no new calls, the call
// in flight still gets its answer, and the process exits 0; a call that outlives
// SHUTDOWN_TIMEOUT_MS is cut and the process still exits 0.
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, describe, it } from 'node:test';
import { credentials, loadPackageDefinition, status, type ServiceError } from '@grpc/grpc-js';
import { loadSync } from '@grpc/proto-loader';
import { PROTO_ROOT, SERVICES } from '@boutique/contracts';
import { createTestDatabase, dropTestDatabase, freePort, waitFor } from '@boutique/testing';
import { GRPC_LOADER_OPTIONS } from '../src/grpc/grpc-server.js';

const FIXTURE = fileURLToPath(new URL('./fixtures/slow-service.js', import.meta.url));

interface Running {
  child: ChildProcess;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  grpc: string;
  ready: string;
  stderr: () => string;
}

type GetUser = (
  request: { id: string },
  options: { deadline: Date },
  callback: (error: ServiceError | null, response?: { user?: { id: string } }) => void,
) => void;

/** A fresh client (its own connection) of the fixture's GetUser. */
function client(target: string) {
  const definition = loadSync(join(PROTO_ROOT, SERVICES.identity.protoPath), GRPC_LOADER_OPTIONS);
  const root = loadPackageDefinition(definition) as unknown as {
    boutique: {
      identity: {
        v1: {
          IdentityService: new (
            target: string,
            creds: ReturnType<typeof credentials.createInsecure>,
          ) => { getUser: GetUser; close(): void };
        };
      };
    };
  };
  const stub = new root.boutique.identity.v1.IdentityService(target, credentials.createInsecure());
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
    const child = spawn(process.execPath, [FIXTURE], {
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'test',
        SERVICE_NAME: 'graceful',
        LOG_LEVEL: 'warn',
        DATABASE_URL: databaseUrl,
        BUS_DATABASE_URL: busUrl,
        GRPC_PORT: String(grpcPort),
        HTTP_PORT: String(httpPort),
        ...env,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    children.push(child);
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      child.on('exit', (code, signal) => resolve({ code, signal })),
    );
    const ready = `http://127.0.0.1:${httpPort}/health/ready`;
    await waitFor(async () => (await readiness(ready)).status === 200 || child.exitCode !== null, {
      what: 'the fixture service ready',
      timeoutMs: 30_000,
    });
    assert.equal(child.exitCode, null, `the fixture exited: ${stderr}`);
    return { child, exited, grpc: `127.0.0.1:${grpcPort}`, ready, stderr: () => stderr };
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
