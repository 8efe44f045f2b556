// `npm run bench -- dashboard`: the admin dashboard's five calls through the gateway on
// the 10,000-product catalogue with 5,000 paid orders spread over this year and the last.
// Each call alone, 4 concurrent requests for a fixed number of requests after a warm-up
// (concurrent identical service calls are shared by the gateway), then one at a time
// (nothing to share); prints p50 / p95 / p99 of each and of the whole dashboard (the five
// in parallel, as the admin page loads them). Target p95 < 50 ms. Prints figures; asserts
// nothing.
//
// The 5,000 orders are written straight into order's database (paid, with a line and a
// shipping address each, order dates spread over 24 months): building them through 5,000
// sandbox checkouts would take ten minutes and measure checkout, not the dashboard. They
// are made once and kept in the bench data directory, marked by their user id.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { repoRoot } from '../paths.js';
import { adminCredentialsFile, loadOrCreateSecrets } from '../secrets.js';
import { ShopClient } from '../shop-client.js';
import { ensureCatalogue, type BenchTools } from './bench-catalogue.js';
import type { Row } from './bench.js';

const ORDERS = 5_000;
const BENCH_USER = 'bench-dashboard';
const WARMUP_REQUESTS = 40;
const REQUESTS = 400;
const CONCURRENCY = 4;
const STATUSES = ['confirmed', 'inProcess', 'inShipping', 'delivered', 'rejected'];
const CALLS = ['summary', 'sales-chart', 'order-status', 'stock-status', 'category-products'];

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Paid orders with one line each, dated over the last 24 months; made once. */
async function ensureOrders(databaseUrl: string): Promise<Row[]> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ n: string }>(
      'SELECT count(*) AS n FROM orders WHERE user_id = $1',
      [BENCH_USER],
    );
    const have = Number(rows[0].n);
    if (have >= ORDERS) return [['bench orders (paid, 24 months)', String(have)]];
    console.log(`dashboard: writing ${ORDERS - have} paid orders into order's database (once) ...`);
    const started = performance.now();
    const now = Date.now();
    const span = 730 * 24 * 3600 * 1000;
    await db.query('BEGIN');
    for (let i = have; i < ORDERS; i += 500) {
      const ids: string[] = [];
      const dates: string[] = [];
      const totals: number[] = [];
      const statuses: string[] = [];
      for (let j = i; j < Math.min(ORDERS, i + 500); j += 1) {
        ids.push(randomUUID());
        dates.push(new Date(now - Math.floor(Math.random() * span)).toISOString());
        totals.push(100_00 + Math.floor(Math.random() * 9_000) * 100);
        statuses.push(STATUSES[j % STATUSES.length]);
      }
      await db.query(
        `INSERT INTO orders (id, user_id, email, user_name, order_date, order_update_date,
           total_amount, payment_status, order_status, shipping_address, expires_at)
         SELECT id, $1, 'bench@example.com', 'Bench Shopper', d, d, t, 'paid', s,
           '{"name":"Bench Shopper","address":"12 Bench Street, Indiranagar","state":"KA","city":"Bengaluru","pincode":"560038","phone":"9876543210","notes":""}'::jsonb,
           d + interval '30 minutes'
         FROM unnest($2::uuid[], $3::timestamptz[], $4::int[], $5::text[]) AS x(id, d, t, s)`,
        [BENCH_USER, ids, dates, totals, statuses],
      );
      await db.query(
        `INSERT INTO order_line (order_id, position, product_id, title, quantity, price, line_total)
         SELECT id, 0, 'bench-product', 'Bench Saree', 1, t, t
         FROM unnest($1::uuid[], $2::int[]) AS x(id, t)`,
        [ids, totals],
      );
    }
    await db.query('COMMIT');
    return [
      ['bench orders (paid, 24 months)', String(ORDERS)],
      ['writing them (s)', ((performance.now() - started) / 1000).toFixed(1)],
    ];
  } finally {
    await db.end();
  }
}

/** `total` GETs, `concurrency` at a time; answers the sorted latencies (ms). */
async function timed(
  total: number,
  concurrency: number,
  once: () => Promise<void>,
): Promise<number[]> {
  const times: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next += 1;
        const started = performance.now();
        await once();
        times.push(performance.now() - started);
      }
    }),
  );
  return times.sort((a, b) => a - b);
}

export async function dashboardBench(tools: BenchTools): Promise<Row[]> {
  const rows: Row[] = [];
  const dataDir = path.join(repoRoot, tools.settings.dataDir);
  fs.mkdirSync(dataDir, { recursive: true });
  const base = `http://127.0.0.1:${tools.settings.port}`;
  console.log('dashboard: starting the stack ...');
  const stack = await tools.startNpmStart(path.join(dataDir, 'npm-start-dashboard.log'));
  try {
    rows.push(...(await ensureCatalogue(tools)));
    const password = loadOrCreateSecrets(dataDir).postgresPassword;
    rows.push(
      ...(await ensureOrders(
        `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${tools.settings.pgPort}/order`,
      )),
    );
    const credentials = JSON.parse(fs.readFileSync(adminCredentialsFile(dataDir), 'utf8')) as {
      email: string;
      password: string;
    };
    const admin = await new ShopClient(base).login(credentials.email, credentials.password);
    const headers = { authorization: `Bearer ${admin.accessToken}` };
    let failed = 0;
    const get = async (call: string): Promise<void> => {
      const res = await fetch(`${base}/api/admin/dashboard/${call}`, { headers });
      await res.arrayBuffer();
      if (!res.ok) failed += 1;
    };
    const summary = (await (
      await fetch(`${base}/api/admin/dashboard/summary`, { headers })
    ).json()) as { data?: Record<string, number> };
    rows.push(['summary answered', JSON.stringify(summary.data ?? summary)]);
    const ms = (v: number) => v.toFixed(1);
    for (const call of CALLS) {
      console.log(`dashboard: ${call}, ${REQUESTS} requests, ${CONCURRENCY} at a time ...`);
      await timed(WARMUP_REQUESTS, CONCURRENCY, () => get(call));
      const t = await timed(REQUESTS, CONCURRENCY, () => get(call));
      // one at a time: no request can share a running service call with another
      const alone = await timed(REQUESTS / 4, 1, () => get(call));
      rows.push(
        [
          `GET /api/admin/dashboard/${call}, ${CONCURRENCY} at a time: p50 / p95 / p99 ms`,
          `${ms(percentile(t, 50))} / ${ms(percentile(t, 95))} / ${ms(percentile(t, 99))}`,
        ],
        [
          `  one at a time: p50 / p95 / p99 ms`,
          `${ms(percentile(alone, 50))} / ${ms(percentile(alone, 95))} / ${ms(percentile(alone, 99))}`,
        ],
      );
    }
    console.log('dashboard: the whole page (five calls in parallel), one admin ...');
    const page = await timed(REQUESTS / 4, 1, async () => {
      await Promise.all(CALLS.map((c) => get(c)));
    });
    rows.push(
      [
        'whole dashboard (5 calls in parallel), 1 admin: p50 / p95 / p99 ms',
        `${ms(percentile(page, 50))} / ${ms(percentile(page, 95))} / ${ms(percentile(page, 99))}`,
      ],
      ['failed requests', String(failed)],
      ['target', 'p95 < 50 ms for each call'],
    );
  } finally {
    await stack.stop();
  }
  return rows;
}
