// `npm run bench -- bus`: what the embedded bus (pg-boss on PostgreSQL) costs per checkout,
// without the rest of the stack. One bus instance per consumer group (as each service's
// process has one) subscribes with the groups and event types the services' handlers
// declare; a publisher publishes the events one checkout makes, in key order. Prints, per
// checkout: jobs created, statements sent to the bus database (every query of this process's
// pg clients, by kind, less the idle background measured first), and CPU of this process and
// of PostgreSQL. Two runs: one checkout at a time (each waits until every group handled its
// events) and 20 checkouts in flight. Figures only; asserts nothing.
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { pino } from 'pino';
import { PgBossEventBus, type EventEnvelope, type SubscribeOptions } from '@boutique/service-kit';
import { startEmbeddedPostgres } from '../embedded-postgres.js';
import { Logger } from '../log.js';
import { repoRoot } from '../paths.js';
import type { Row } from './bench.js';

const PG_PORT = 54379;
const DATA_DIR = '.data/bench-bus';
const SEQUENTIAL_CHECKOUTS = 100;
const CONCURRENT_SHOPPERS = 20;
const CONCURRENT_CHECKOUTS = 400;
const IDLE_SECONDS = 5;

/**
 * The consumer groups (services) and the event types their grouped handlers declare
 * (services/<service>/src/handlers, `@HandlesEvent`; catalogue's product handlers are
 * broadcasts with the default configuration, so catalogue has no group subscription on
 * the catalogue topic).
 */
const TOPOLOGY: Record<string, Record<string, string[]>> = {
  cart: {
    'catalogue.events.v1': ['product-deleted'],
    'order.events.v1': ['order-paid'],
  },
  catalogue: {
    'order.events.v1': ['order-rejected', 'order-paid', 'order-cancelled'],
  },
  notification: {
    'user.events.v1': ['password-reset-requested', 'user-registered'],
    'order.events.v1': ['order-shipped', 'order-paid'],
    'content.events.v1': ['contact-received', 'newsletter-send-requested'],
  },
  order: {
    'payment.events.v1': ['payment-captured', 'payment-failed'],
  },
  payment: {
    'order.events.v1': ['order-payment-refused', 'order-cancelled'],
  },
};

/** The events one paid checkout publishes, in order (reserve, create, capture, paid). */
const CHECKOUT: { topic: string; type: string; key: 'order' | 'product' }[] = [
  { topic: 'catalogue.events.v1', type: 'product-upserted', key: 'product' },
  { topic: 'order.events.v1', type: 'order-created', key: 'order' },
  { topic: 'payment.events.v1', type: 'payment-captured', key: 'order' },
  { topic: 'order.events.v1', type: 'order-paid', key: 'order' },
  { topic: 'order.events.v1', type: 'order-status-changed', key: 'order' },
];

function envelope(type: string, subject: string): EventEnvelope {
  return {
    specversion: '1.0',
    id: randomUUID(),
    type,
    source: 'bench',
    time: new Date().toISOString(),
    subject,
    datacontenttype: 'application/json',
    dataschema: `boutique.bench.v1.${type}/v1`,
    data: { orderId: subject, totalPaise: 1_299_00, lines: [{ productId: randomUUID() }] },
  };
}

/** Statements sent by every pg client of this process, by kind. */
const statements = new Map<string, number>();
function kindOf(text: string): string {
  const sql = text.replace(/\s+/g, ' ').toLowerCase();
  if (sql.includes('insert into') && sql.includes('.job') && sql.includes('subscription'))
    return 'publish (jobs for every subscribed group)';
  if (sql.includes('from') && sql.includes('.subscription where event'))
    return 'publish: look up subscribed queues';
  if (sql.startsWith('insert into') || (sql.includes('insert into') && sql.includes('.job (')))
    return 'publish: insert a job';
  if (sql.includes("state = 'active', started_on = now()")) return 'fetch';
  if (sql.includes("state = 'completed'")) return 'complete';
  if (sql.includes('expire_in = (now() - started_on)')) return 'lease heartbeat';
  if (sql.includes('started_on + expire_in < now()')) return 'lease sweep probe';
  if (sql.includes('pg_notify')) return 'wake-up notify';
  return 'other';
}
type Query = (this: pg.Client, ...args: unknown[]) => unknown;
const client = pg.Client.prototype as unknown as { query: Query };
const originalQuery = client.query;
function countStatements() {
  client.query = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0] as string | { text?: string };
    const text = typeof first === 'string' ? first : (first?.text ?? '');
    const kind = kindOf(text);
    statements.set(kind, (statements.get(kind) ?? 0) + 1);
    return originalQuery.apply(this, args);
  };
}
const totalStatements = () => [...statements.values()].reduce((a, b) => a + b, 0);

/** CPU seconds of PostgreSQL's processes (the postmaster and its children). */
function postgresCpuSeconds(postmaster: number): number {
  const ticks = 100; // USER_HZ
  let total = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ppid = Number(fields[1]);
      if (Number(entry) !== postmaster && ppid !== postmaster) continue;
      total += (Number(fields[11]) + Number(fields[12])) / ticks;
    } catch {
      // ended meanwhile
    }
  }
  return total;
}

interface Sample {
  statements: Map<string, number>;
  total: number;
  nodeCpu: number;
  pgCpu: number;
  at: number;
}

function sample(postmaster: number): Sample {
  const cpu = process.cpuUsage();
  return {
    statements: new Map(statements),
    total: totalStatements(),
    nodeCpu: (cpu.user + cpu.system) / 1e6,
    pgCpu: postgresCpuSeconds(postmaster),
    at: performance.now(),
  };
}

export async function busCostBench(): Promise<Row[]> {
  const log = new Logger({ name: 'bench-bus' });
  const dir = path.join(repoRoot, DATA_DIR);
  // the cluster keeps the password it was created with
  const passwordFile = path.join(dir, 'postgres-password');
  if (!fs.existsSync(passwordFile)) {
    fs.rmSync(path.join(dir, 'postgres'), { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(passwordFile, randomBytes(18).toString('base64url'), { mode: 0o600 });
  }
  const postgres = await startEmbeddedPostgres({
    dir: path.join(dir, 'postgres'),
    port: PG_PORT,
    password: fs.readFileSync(passwordFile, 'utf8'),
    logFile: path.join(dir, 'logs', 'postgres.log'),
    log: log.child('postgres'),
  });
  const admin = new pg.Client({ connectionString: postgres.url('postgres') });
  await admin.connect();
  await admin.query('DROP DATABASE IF EXISTS bus_bench WITH (FORCE)');
  await admin.query('CREATE DATABASE bus_bench');
  await admin.end();
  const url = postgres.url('bus_bench');
  const silent = pino({ level: 'silent' });
  countStatements();

  const received = new Map<string, number>();
  const consumers: PgBossEventBus[] = [];
  const publisher = new PgBossEventBus({ connectionString: url, logger: silent });
  const rows: Row[] = [];
  try {
    await publisher.start();
    for (const [group, topics] of Object.entries(TOPOLOGY)) {
      const bus = new PgBossEventBus({ connectionString: url, logger: silent });
      await bus.start();
      consumers.push(bus);
      for (const [topic, types] of Object.entries(topics)) {
        // `types` routes only these types to the group (buses without it ignore the field)
        const options: SubscribeOptions & { types: string[] } = { retry: {}, types };
        await bus.subscribe(
          group,
          topic,
          (event) => {
            // what bootstrap's subscription does: another group's type is acknowledged
            if (types.includes(event.type)) received.set(group, (received.get(group) ?? 0) + 1);
            return Promise.resolve();
          },
          options,
        );
      }
    }
    const handledPerCheckout = CHECKOUT.reduce(
      (n, event) =>
        n +
        Object.values(TOPOLOGY).filter((topics) => topics[event.topic]?.includes(event.type))
          .length,
      0,
    );
    const handled = () => [...received.values()].reduce((a, b) => a + b, 0);

    const checkout = async () => {
      const order = randomUUID();
      const product = randomUUID();
      for (const event of CHECKOUT)
        await publisher.publish(
          event.topic,
          envelope(event.type, event.key === 'order' ? order : product),
        );
    };
    const jobsCreated = async () => {
      const { rows: found } = await publisherQuery(
        url,
        `SELECT (SELECT count(*) FROM pgboss.job WHERE name NOT LIKE '%.dead-letter')
              + (SELECT count(*) FROM pgboss.archive WHERE name NOT LIKE '%.dead-letter') AS n`,
      );
      return Number((found[0] as { n: string }).n);
    };

    // warm-up, then the idle background (polls, lease sweeps) to subtract
    for (let i = 0; i < 10; i += 1) await checkout();
    const target = 10 * handledPerCheckout;
    while (handled() < target) await sleep(5);
    await sleep(500);
    const idleStart = sample(postgres.pid);
    await sleep(IDLE_SECONDS * 1000);
    const idleEnd = sample(postgres.pid);
    const idleSeconds = (idleEnd.at - idleStart.at) / 1000;
    const idleRate = (idleEnd.total - idleStart.total) / idleSeconds;
    const idleNodeCpu = (idleEnd.nodeCpu - idleStart.nodeCpu) / idleSeconds;
    const idlePgCpu = (idleEnd.pgCpu - idleStart.pgCpu) / idleSeconds;
    rows.push([
      'bus idle (5 groups, 8 subscriptions): statements/s, CPU ms/s node + PostgreSQL',
      `${idleRate.toFixed(1)}, ${(idleNodeCpu * 1000).toFixed(1)} + ${(idlePgCpu * 1000).toFixed(1)}`,
    ]);
    rows.push([
      'checkout event set',
      `${CHECKOUT.length} events (${CHECKOUT.map((e) => e.type).join(', ')}), ${handledPerCheckout} handled by a group`,
    ]);

    const measure = async (label: string, count: number, run: () => Promise<void>) => {
      const jobsBefore = await jobsCreated();
      const start = sample(postgres.pid);
      const handledBefore = handled();
      await run();
      while (handled() < handledBefore + count * handledPerCheckout) await sleep(2);
      const end = sample(postgres.pid);
      const seconds = (end.at - start.at) / 1000;
      const jobs = (await jobsCreated()) - jobsBefore;
      const net = end.total - start.total - idleRate * seconds;
      rows.push([
        `${label}: checkouts per second (events handled by every group)`,
        (count / seconds).toFixed(1),
      ]);
      rows.push([`${label}: jobs per checkout`, (jobs / count).toFixed(1)]);
      rows.push([`${label}: bus statements per checkout (less idle)`, (net / count).toFixed(1)]);
      const kinds = [...end.statements.entries()]
        .map(([kind, n]): [string, number] => [kind, n - (start.statements.get(kind) ?? 0)])
        .filter(([, n]) => n > 0)
        .sort((a, b) => b[1] - a[1]);
      for (const [kind, n] of kinds)
        rows.push([`${label}:   ${kind} per checkout (with idle)`, (n / count).toFixed(2)]);
      rows.push([
        `${label}: CPU ms per checkout, bus clients (node) + PostgreSQL, less idle`,
        `${(((end.nodeCpu - start.nodeCpu - idleNodeCpu * seconds) / count) * 1000).toFixed(2)} + ${(((end.pgCpu - start.pgCpu - idlePgCpu * seconds) / count) * 1000).toFixed(2)}`,
      ]);
    };

    console.log(`bus: ${SEQUENTIAL_CHECKOUTS} checkouts one at a time ...`);
    await measure('1 at a time', SEQUENTIAL_CHECKOUTS, async () => {
      for (let i = 0; i < SEQUENTIAL_CHECKOUTS; i += 1) {
        const before = handled();
        await checkout();
        while (handled() < before + handledPerCheckout) await sleep(1);
      }
    });
    console.log(`bus: ${CONCURRENT_CHECKOUTS} checkouts, ${CONCURRENT_SHOPPERS} in flight ...`);
    await measure(`${CONCURRENT_SHOPPERS} in flight`, CONCURRENT_CHECKOUTS, async () => {
      let next = 0;
      await Promise.all(
        Array.from({ length: CONCURRENT_SHOPPERS }, async () => {
          while (next < CONCURRENT_CHECKOUTS) {
            next += 1;
            await checkout();
          }
        }),
      );
    });
  } finally {
    await Promise.all(consumers.map((bus) => bus.stop()));
    await publisher.stop();
    client.query = originalQuery;
    await postgres.stop();
  }
  return rows;
}

async function publisherQuery(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}
