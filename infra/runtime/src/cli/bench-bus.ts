// What the checkout bench reads from the stack's own databases (embedded PostgreSQL of
// `npm start`): whether every event has settled, what the bus delivered again after a
// crash, and the confirmation e-mails notification recorded as sent.
import fs from 'node:fs';
import pg from 'pg';
import { setTimeout as sleep } from 'node:timers/promises';
import { secretsFile } from '../secrets.js';
import { BUS_DATABASE, SERVICES } from '../services.js';

/** `postgres://` URL of one database of the bench stack. */
export type DatabaseUrl = (database: string) => string;

export function benchDatabases(dataDir: string, pgPort: number): DatabaseUrl {
  const { postgresPassword } = JSON.parse(fs.readFileSync(secretsFile(dataDir), 'utf8')) as {
    postgresPassword: string;
  };
  return (database) =>
    `postgres://postgres:${encodeURIComponent(postgresPassword)}@127.0.0.1:${pgPort}/${database}`;
}

async function query<T>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

export interface BusBacklog {
  /** Outbox rows not yet published, per service database. */
  outbox: number;
  /** Bus jobs not completed (created, retry, active) of subscribed queues. */
  jobs: number;
  /** Mails notification recorded and has not sent yet. */
  mails: number;
  /** Events parked in dead-letter queues (they settle nothing more). */
  deadLetters: number;
}

export async function busBacklog(url: DatabaseUrl): Promise<BusBacklog> {
  let outbox = 0;
  for (const service of SERVICES.filter((s) => s.database)) {
    const [row] = await query<{ n: number }>(
      url(service.database!),
      'SELECT count(*)::int AS n FROM outbox_event WHERE published_at IS NULL',
    );
    outbox += row.n;
  }
  const [bus] = await query<{ jobs: number; dead: number }>(
    url(BUS_DATABASE),
    // a queue no group is subscribed to any more is nobody's to work
    `SELECT count(*) FILTER (WHERE name NOT LIKE '%.dead-letter' AND state < 'completed'
                               AND name IN (SELECT name FROM pgboss.subscription))::int AS jobs,
            count(*) FILTER (WHERE name LIKE '%.dead-letter' AND state = 'created')::int AS dead
       FROM pgboss.job`,
  );
  const [mail] = await query<{ n: number }>(
    url('notification'),
    `SELECT count(*)::int AS n FROM outgoing_mail WHERE status = 'pending'`,
  );
  return { outbox, jobs: bus.jobs, mails: mail.n, deadLetters: bus.dead };
}

/**
 * Waits until every event has settled: nothing unpublished in any outbox, no bus job
 * waiting or in hand, no mail waiting, twice in a row (each hop writes its successor
 * before it lets go, so an event in flight is always counted somewhere). Answers the
 * seconds waited, or throws with the backlog after `timeoutMs`.
 */
export async function waitForSettledBus(url: DatabaseUrl, timeoutMs = 300_000): Promise<number> {
  const started = Date.now();
  let quiet = 0;
  for (;;) {
    const backlog = await busBacklog(url);
    quiet = backlog.outbox + backlog.jobs + backlog.mails === 0 ? quiet + 1 : 0;
    if (quiet >= 2) return (Date.now() - started) / 1000;
    if (Date.now() - started > timeoutMs)
      throw new Error(
        `the bus did not settle within ${timeoutMs / 1000} s: ${JSON.stringify(backlog)}`,
      );
    await sleep(250);
  }
}

export interface Redeliveries {
  /** Events delivered more than once (a consumer died holding them) since `since`. */
  count: number;
  /** The slowest of them: publish to handled, and handled after `since`, in seconds. */
  slowestSeconds: number;
  slowestAfterKillSeconds: number;
  slowest?: string;
}

/** The bus jobs fetched again since `since` (pg-boss counts a refetch in retry_count). */
export async function redeliveries(url: DatabaseUrl, since: Date): Promise<Redeliveries> {
  const rows = await query<{ name: string; type: string; took: number; after: number }>(
    url(BUS_DATABASE),
    `SELECT name, data->'envelope'->>'type' AS type,
            EXTRACT(EPOCH FROM completed_on - created_on)::float AS took,
            EXTRACT(EPOCH FROM completed_on - $1::timestamptz)::float AS after
       FROM (SELECT name, data, created_on, completed_on, retry_count, state FROM pgboss.job
             UNION ALL
             SELECT name, data, created_on, completed_on, retry_count, state FROM pgboss.archive) j
      WHERE retry_count > 0 AND name NOT LIKE '%.dead-letter' AND state = 'completed'
        AND completed_on >= $1::timestamptz
      ORDER BY took DESC`,
    [since.toISOString()],
  );
  const slowest = rows[0];
  return {
    count: rows.length,
    slowestSeconds: slowest?.took ?? 0,
    slowestAfterKillSeconds: Math.max(0, ...rows.map((r) => r.after)),
    slowest: slowest ? `${slowest.type} to ${slowest.name.split('.')[0]}` : undefined,
  };
}

/**
 * Order confirmations notification recorded as sent, per order id: its sent-mail log
 * (outgoing_mail, one row per event and recipient) joined to the order-paid events of
 * order's outbox, whose subject is the order id.
 */
export async function confirmationsSent(
  url: DatabaseUrl,
  orderIds: string[],
): Promise<Map<string, number>> {
  const mails = await query<{ event_id: string }>(
    url('notification'),
    `SELECT event_id FROM outgoing_mail WHERE kind = 'order-confirmation' AND status = 'sent'`,
  );
  const events = await query<{ id: string; subject: string }>(
    url('order'),
    `SELECT id, subject FROM outbox_event WHERE type = 'order-paid' AND id = ANY($1::uuid[])`,
    [mails.map((m) => m.event_id)],
  );
  const orderOf = new Map(events.map((e) => [e.id, e.subject]));
  const wanted = new Set(orderIds);
  const sent = new Map(orderIds.map((id) => [id, 0]));
  for (const mail of mails) {
    const order = orderOf.get(mail.event_id);
    if (order && wanted.has(order)) sent.set(order, sent.get(order)! + 1);
  }
  return sent;
}
