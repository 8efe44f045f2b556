// Calls spread over replicas and survive one dying: real grpc-js servers of identity's
// contract (test/fixtures/replica-server.ts, each its own process so it can be SIGKILLed)
// behind one createGrpcClient, with each form of <NAME>_GRPC_URL.
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { after, describe, it } from 'node:test';
import { status, type ServiceError } from '@grpc/grpc-js';
import { SERVICES } from '@boutique/contracts';
import type { IdentityServiceClient } from '@boutique/contracts/identity/v1/identity_service';
import { grpcTarget, parseConfig } from '../src/config/config.js';
import { createGrpcClient } from '../src/grpc/grpc-client.js';
import { channelTarget, parseGrpcUrl } from '../src/grpc/grpc-target.js';
import { z } from 'zod';

const FIXTURE = fileURLToPath(new URL('./fixtures/replica-server.js', import.meta.url));

interface Replica {
  name: string;
  target: string;
  port: number;
  child: ChildProcess;
}

const children: ChildProcess[] = [];
after(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
});

/** A replica process answering after `delayMs`; resolves once it listens. */
async function startReplica(name: string, delayMs = 0): Promise<Replica> {
  const child = spawn(process.execPath, [FIXTURE, name, String(delayMs)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  let output = '';
  child.stdout.setEncoding('utf8');
  const target = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: string) => {
      output += chunk;
      const match = /ready (\S+)/.exec(output);
      if (match) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`replica ${name} exited (${code})`)));
  });
  return { name, target, port: Number(target.split(':')[1]), child };
}

type Client = ReturnType<typeof createGrpcClient<IdentityServiceClient>>;

/** Who answered each of `count` ListStates calls (the replica puts its name in the answer). */
async function whoAnswers(client: Client, count: number): Promise<Map<string, number>> {
  const answered = new Map<string, number>();
  for (let i = 0; i < count; i++) {
    const { states } = await client.client.listStates({});
    const name = states[0]?.code ?? '?';
    answered.set(name, (answered.get(name) ?? 0) + 1);
  }
  return answered;
}

/** A client of identity's contract over `url`, ready (5 s at most), closed after `body`. */
async function withClient(url: string, body: (client: Client) => Promise<void>): Promise<void> {
  const client = createGrpcClient<IdentityServiceClient>(SERVICES.identity, url);
  try {
    await client.waitForReady(5000);
    await body(client);
  } finally {
    client.close();
  }
}

describe('<NAME>_GRPC_URL forms', () => {
  const schema = z.object({ URL: grpcTarget });
  const valid = [
    '127.0.0.1:50051',
    'identity:50051',
    'identity.boutique.svc.cluster.local:50051',
    'dns:///identity.boutique.svc:50051',
    'dns:identity:50051',
    '127.0.0.1:50051,127.0.0.1:50061',
    ' order-1:50054 , order-2:50054 ',
    '[::1]:50051,[::1]:50061',
    '[::1]:50051,127.0.0.1:50061',
  ];
  for (const url of valid) {
    it(`accepts ${url}`, () => {
      assert.equal(parseConfig(schema, { URL: url }).URL, url.trim());
    });
  }
  const invalid = [
    'http://identity:50051',
    'identity',
    'identity:',
    'identity:99999',
    'dns://8.8.8.8/identity:50051',
    'dns:///a:1,b:2',
    '[identity]:50051',
    ',',
    '',
  ];
  for (const url of invalid) {
    it(`refuses ${JSON.stringify(url)} in one line naming the variable`, () => {
      assert.throws(
        () => parseConfig(schema, { URL: url }),
        (error: Error) =>
          error.message.startsWith(
            'Configuration error: URL is invalid (expected host:port, dns:///host:port or host:port,host:port',
          ) && !error.message.includes('\n'),
      );
    });
  }

  it('maps addresses to grpc-js targets: ipv4:/ipv6: lists, names to the refreshing resolver', () => {
    assert.equal(
      channelTarget(parseGrpcUrl('127.0.0.1:1,127.0.0.1:2')),
      'ipv4:127.0.0.1:1,127.0.0.1:2',
    );
    assert.equal(channelTarget(parseGrpcUrl('[::1]:1')), 'ipv6:[::1]:1');
    assert.equal(channelTarget(parseGrpcUrl('dns:///identity:1')), 'boutique-hosts:identity:1');
    assert.equal(
      channelTarget(parseGrpcUrl('[::1]:1,127.0.0.1:2')),
      'boutique-hosts:[::1]:1,127.0.0.1:2',
    );
  });
});

describe('gRPC calls over two replicas', () => {
  it('spreads 100 calls over both replicas of a comma list (round robin)', async () => {
    const [a, b] = await Promise.all([startReplica('a'), startReplica('b')]);
    await withClient(`${a.target},${b.target}`, async (client) => {
      // the channel connects to both; round robin takes turns once both are ready
      await whoAnswers(client, 4);
      const answered = await whoAnswers(client, 100);
      assert.deepEqual([...answered.keys()].sort(), ['a', 'b']);
      for (const [name, count] of answered) assert.ok(count >= 30, `${name} got ${count} of 100`);
    });
  });

  it('spreads calls over the replicas of a list of names (each looked up)', async () => {
    const [a, b] = await Promise.all([startReplica('a'), startReplica('b')]);
    // localhost may also be ::1, where nothing listens: those addresses are skipped
    await withClient(`localhost:${a.port},localhost:${b.port}`, async (client) => {
      await whoAnswers(client, 4);
      const answered = await whoAnswers(client, 100);
      assert.deepEqual([...answered.keys()].sort(), ['a', 'b']);
      for (const [name, count] of answered) assert.ok(count >= 20, `${name} got ${count} of 100`);
    });
  });

  it('reaches a dns:/// name, and a list whose other name does not resolve', async () => {
    const a = await startReplica('a');
    for (const url of [
      `dns:///localhost:${a.port}`,
      `localhost:${a.port},no-such-host.invalid:1`,
    ]) {
      await withClient(url, async (client) => {
        assert.deepEqual([...(await whoAnswers(client, 5)).keys()], ['a']);
      });
    }
  });

  it('loses no retryable call when a replica is SIGKILLed with calls in flight', async () => {
    const [a, b] = await Promise.all([startReplica('a', 40), startReplica('b', 40)]);
    await withClient(`${a.target},${b.target}`, async (client) => {
      await whoAnswers(client, 4);
      // 20 callers in a loop of ListStates (NO_SIDE_EFFECTS in the proto: retried on
      // UNAVAILABLE) while replica a is killed; a second run marks them not retryable
      const run = async (retryable: boolean | undefined) => {
        const errors: ServiceError[] = [];
        const answered = new Map<string, number>();
        let stop = false;
        const callers = Array.from({ length: 20 }, async () => {
          while (!stop) {
            try {
              const { states } = await client.client.listStates(
                {},
                retryable === undefined ? undefined : { retryable },
              );
              const name = states[0]?.code ?? '?';
              answered.set(name, (answered.get(name) ?? 0) + 1);
            } catch (error) {
              errors.push(error as ServiceError);
            }
          }
        });
        return {
          errors,
          answered,
          stop: async () => {
            stop = true;
            await Promise.all(callers);
          },
        };
      };

      const retried = await run(undefined);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const killed = once(a.child, 'exit');
      a.child.kill('SIGKILL');
      await killed;
      await new Promise((resolve) => setTimeout(resolve, 500));
      await retried.stop();
      assert.deepEqual(
        retried.errors.map((e) => `${e.code} ${e.details}`),
        [],
        'no retryable call failed',
      );
      assert.ok((retried.answered.get('a') ?? 0) > 0, 'a answered before it died');
      assert.ok((retried.answered.get('b') ?? 0) > 0, 'b answered');

      // the same with retries off: calls in flight on the killed replica fail UNAVAILABLE
      const c = await startReplica('c', 40);
      await withClient(`${b.target},${c.target}`, async (second) => {
        const unretried = await (async () => {
          const errors: ServiceError[] = [];
          let stop = false;
          const callers = Array.from({ length: 20 }, async () => {
            while (!stop) {
              await second.client.listStates({}, { retryable: false }).catch((error: unknown) => {
                errors.push(error as ServiceError);
              });
            }
          });
          await new Promise((resolve) => setTimeout(resolve, 300));
          c.child.kill('SIGKILL');
          await once(c.child, 'exit');
          await new Promise((resolve) => setTimeout(resolve, 300));
          stop = true;
          await Promise.all(callers);
          return errors;
        })();
        assert.ok(unretried.length > 0, 'without retries, calls in flight on c fail');
        for (const error of unretried) assert.equal(error.code, status.UNAVAILABLE);
      });
    });
  });

  it('does not retry a write that is not safe to repeat (Register), unless the call says so', async () => {
    const [a, b] = await Promise.all([startReplica('a', 200), startReplica('b', 200)]);
    await withClient(`${a.target},${b.target}`, async (client) => {
      await whoAnswers(client, 4);
      const register = (retryable?: boolean) =>
        Promise.allSettled(
          Array.from({ length: 6 }, () =>
            client.client.register(
              { email: 'x@example.com', password: 'x', userName: 'x' },
              retryable === undefined ? undefined : { retryable },
            ),
          ),
        );
      const plain = register();
      const marked = register(true);
      await new Promise((resolve) => setTimeout(resolve, 100));
      a.child.kill('SIGKILL');
      const plainResults = await plain;
      const markedResults = await marked;
      const failed = plainResults.filter((r) => r.status === 'rejected');
      assert.ok(failed.length > 0, 'the calls on a fail: Register is not retried by default');
      for (const r of failed) assert.equal((r.reason as ServiceError).code, status.UNAVAILABLE);
      assert.deepEqual(
        markedResults.map((r) => (r.status === 'fulfilled' ? r.value.message : 'failed')),
        Array(6).fill('b'),
      );
    });
  });
});
