// A fuzz run: requests generated from the committed documents for three callers, sent a
// few at a time, every answer judged by the oracle; failures grouped by operation with one
// replayable example each. The same seed and run count generate the same requests.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import {
  brokenGraphqlArbitrary,
  graphqlOperations,
  graphqlRequestArbitrary,
  loadGraphqlSchema,
  type GraphqlOperation,
} from './graphql.js';
import { NoAnswer, send } from './http.js';
import { setUpIdentities, type Identity, type IdentityName } from './identities.js';
import { restOperations, type OpenApiDocument, type RestOperation } from './openapi.js';
import { Oracle, type Violation, type ViolationKind } from './oracle.js';
import { restRequestArbitrary, type FuzzRequest } from './rest.js';
import { mixSeed, type Pool } from './values.js';

export interface FuzzOptions {
  baseUrl: string;
  admin: { email: string; password: string };
  seed: number;
  /** Requests in all (spread evenly over the three callers). */
  runs: number;
  /** Requests in flight at once. */
  concurrency: number;
  /** Stop starting requests after this long (the report says so). */
  timeBudgetMs?: number;
  /** Only operations whose name matches (e.g. `orders|graphql mutation.createOrder`). */
  only?: RegExp;
  /** Per-request time limit; no answer in time is a failure. */
  requestTimeoutMs?: number;
  /** The gateway folder with openapi.json and schema.graphql (default: this repository's). */
  gatewayDir?: string;
  /** Progress lines (e.g. every 10 %). */
  progress?: (line: string) => void;
}

export interface Example {
  identity: IdentityName;
  request: FuzzRequest;
  status: number | 'no answer';
  detail: string;
  /** Index of the request in the run (0-based). */
  index: number;
}

export interface FailureGroup {
  op: string;
  kind: ViolationKind;
  count: number;
  example: Example;
}

export interface IdentityStats {
  requests: number;
  fiveXX: number;
  violations: number;
  noAnswer: number;
  statuses: Record<string, number>;
}

export interface FuzzReport {
  seed: number;
  runs: number;
  sent: number;
  seconds: number;
  stoppedEarly: boolean;
  operations: number;
  /** Operations that answered 2xx at least once (how deep the requests got). */
  operationsWith2xx: number;
  perIdentity: Record<IdentityName, IdentityStats>;
  failures: FailureGroup[];
  setupNotes: string[];
  baseUrl: string;
}

export function defaultGatewayDir(): string {
  // dist/src/runner.js → infra/fuzz → repository root → gateway
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../gateway');
}

export interface Documents {
  rest: RestOperation[];
  graphql: GraphqlOperation[];
}

export function loadDocuments(gatewayDir = defaultGatewayDir()): Documents {
  const doc = JSON.parse(
    fs.readFileSync(path.join(gatewayDir, 'openapi.json'), 'utf8'),
  ) as OpenApiDocument;
  const schema = loadGraphqlSchema(
    fs.readFileSync(path.join(gatewayDir, 'schema.graphql'), 'utf8'),
  );
  return { rest: restOperations(doc), graphql: graphqlOperations(schema) };
}

/**
 * What a caller may run. The admin runs no DELETE and no delete mutation, does not log
 * itself out, sends no newsletter (bulk e-mail), and changes the role of no one but the
 * run's own throwaway user (so neither it nor the customer is demoted or promoted).
 */
export function allowed(identity: IdentityName, op: string): boolean {
  if (identity !== 'admin') return true;
  if (op.startsWith('DELETE ')) return false;
  if (/^graphql mutation\.delete/.test(op)) return false;
  return !['POST /api/auth/logout', 'POST /api/admin/newsletter/send'].includes(op);
}

const ROLE_CHANGES = ['PUT /api/admin/users/update/{id}'];

/** The requests of one caller (every operation it may run, equally likely). */
export function requestArbitrary(
  docs: Documents,
  identity: IdentityName,
  pool: Pool,
  only?: RegExp,
): fc.Arbitrary<FuzzRequest> {
  const poolFor = (op: string): Pool =>
    identity === 'admin' && ROLE_CHANGES.includes(op)
      ? { ids: { ...pool.ids, user: pool.ids.victim ?? [] } }
      : pool;
  const pick = (op: string) => allowed(identity, op) && (!only || only.test(op));
  const arbs: fc.Arbitrary<FuzzRequest>[] = [
    ...docs.rest.filter((o) => pick(o.key)).map((o) => restRequestArbitrary(o, poolFor(o.key))),
    ...docs.graphql
      .filter((o) => pick(o.key))
      .map((o) => graphqlRequestArbitrary(o, poolFor(o.key))),
    ...(pick('graphql (broken document)') ? [brokenGraphqlArbitrary()] : []),
  ];
  if (arbs.length === 0) throw new Error(`no operation matches ${String(only)}`);
  return fc.oneof(...arbs);
}

const CHUNK = 100;

/** The n-th request of a caller's stream: chunks of 100, each from its own derived seed. */
class Stream {
  private chunk = -1;
  private values: FuzzRequest[] = [];
  constructor(
    private readonly arb: fc.Arbitrary<FuzzRequest>,
    private readonly seed: number,
    private readonly name: string,
  ) {}
  at(n: number): FuzzRequest {
    const chunk = Math.floor(n / CHUNK);
    if (chunk !== this.chunk) {
      this.values = fc.sample(this.arb, {
        seed: mixSeed(this.seed, `${this.name}:${chunk}`),
        numRuns: CHUNK,
      });
      this.chunk = chunk;
    }
    return this.values[n % CHUNK];
  }
}

export async function runFuzz(
  options: FuzzOptions,
  docs = loadDocuments(options.gatewayDir),
): Promise<FuzzReport> {
  const oracle = new Oracle();
  const restByKey = new Map(docs.rest.map((o) => [o.key, o]));
  const setup = await setUpIdentities(options.baseUrl, options.admin);
  const identities = setup.identities;
  const streams = identities.map(
    (id) =>
      new Stream(requestArbitrary(docs, id.name, id.pool, options.only), options.seed, id.name),
  );
  const perIdentity = Object.fromEntries(
    identities.map((id) => [
      id.name,
      { requests: 0, fiveXX: 0, violations: 0, noAnswer: 0, statuses: {} },
    ]),
  ) as Record<IdentityName, IdentityStats>;
  const groups = new Map<string, FailureGroup>();
  const with2xx = new Set<string>();
  const timeout = options.requestTimeoutMs ?? 15_000;
  const started = performance.now();
  const deadline = options.timeBudgetMs ? Date.now() + options.timeBudgetMs : Infinity;
  let next = 0;
  let sent = 0;
  let stoppedEarly = false;
  let nextProgress = 0.1;

  const record = (
    identity: Identity,
    request: FuzzRequest,
    index: number,
    status: number | 'no answer',
    v?: Violation,
  ) => {
    const stats = perIdentity[identity.name];
    stats.requests += 1;
    stats.statuses[String(status)] = (stats.statuses[String(status)] ?? 0) + 1;
    if (typeof status === 'number' && status >= 200 && status < 300 && !v) with2xx.add(request.op);
    if (!v) return;
    if (v.kind === '5xx') stats.fiveXX += 1;
    else if (v.kind === 'no answer') stats.noAnswer += 1;
    else stats.violations += 1;
    const key = `${request.op}\u0000${v.kind}`;
    const group = groups.get(key);
    if (group) group.count += 1;
    else
      groups.set(key, {
        op: request.op,
        kind: v.kind,
        count: 1,
        example: { identity: identity.name, request, status, detail: v.detail, index },
      });
  };

  const worker = async () => {
    for (;;) {
      if (next >= options.runs) return;
      if (Date.now() > deadline) {
        stoppedEarly = true;
        return;
      }
      const index = next++;
      const who = index % identities.length;
      const identity = identities[who];
      const request = streams[who].at(Math.floor(index / identities.length));
      let violation: Violation | undefined;
      let status: number | 'no answer';
      try {
        const answer = await send(options.baseUrl, request, identity.token, timeout);
        status = answer.status;
        const op = restByKey.get(request.op);
        violation = op
          ? oracle.rest(op, answer)
          : oracle.graphql(answer, request.graphqlValid === true);
      } catch (err) {
        if (!(err instanceof NoAnswer)) throw err;
        status = 'no answer';
        violation = { kind: 'no answer', detail: err.message };
      }
      sent += 1;
      record(identity, request, index, status, violation);
      if (request.op === 'POST /api/auth/logout') identity.loggedOut = true;
      if (identity.loggedOut && identity.relogin) identity.loggedOut = !(await identity.relogin());
      if (options.progress && sent / options.runs >= nextProgress) {
        options.progress(
          `${sent}/${options.runs} requests, ${((performance.now() - started) / 1000).toFixed(0)} s, ${[...groups.values()].reduce((n, g) => n + g.count, 0)} failures`,
        );
        nextProgress += 0.1;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency) }, worker));

  return {
    seed: options.seed,
    runs: options.runs,
    sent,
    seconds: (performance.now() - started) / 1000,
    stoppedEarly,
    operations: new Set(
      identities.flatMap((id) =>
        [...docs.rest.map((o) => o.key), ...docs.graphql.map((o) => o.key)].filter(
          (k) => allowed(id.name, k) && (!options.only || options.only.test(k)),
        ),
      ),
    ).size,
    operationsWith2xx: with2xx.size,
    perIdentity,
    failures: [...groups.values()].sort((a, b) => a.op.localeCompare(b.op) || b.count - a.count),
    setupNotes: setup.notes,
    baseUrl: options.baseUrl,
  };
}

/** Run settings from the environment: FUZZ_SEED, FUZZ_RUNS, FUZZ_CONCURRENCY, FUZZ_ONLY, FUZZ_SECONDS. */
export function optionsFromEnv(
  env: NodeJS.ProcessEnv,
  defaults: { runs: number; concurrency: number; seconds?: number },
): Pick<FuzzOptions, 'seed' | 'runs' | 'concurrency' | 'only' | 'timeBudgetMs'> {
  const int = (v: string | undefined, fallback: number) => {
    const n = Number(v);
    return v !== undefined && v !== '' && Number.isSafeInteger(n) ? n : fallback;
  };
  const seconds = int(env.FUZZ_SECONDS, defaults.seconds ?? 0);
  return {
    seed: int(env.FUZZ_SEED, Math.floor(Math.random() * 2 ** 31)),
    runs: Math.max(1, int(env.FUZZ_RUNS, defaults.runs)),
    concurrency: Math.max(1, int(env.FUZZ_CONCURRENCY, defaults.concurrency)),
    only: env.FUZZ_ONLY ? new RegExp(env.FUZZ_ONLY) : undefined,
    timeBudgetMs: seconds > 0 ? seconds * 1000 : undefined,
  };
}
