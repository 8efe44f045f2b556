/* eslint-disable @typescript-eslint/no-unsafe-member-access -- the gateway's JSON answers are read loosely here; their shapes are what the callers check */
// `npm run bench -- checkout`: the buying saga end to end through the gateway on the
// embedded stack (`npm start`), with the payment sandbox. Prints figures; asserts nothing.
//   1. throughput: 20 concurrent shoppers loop create → sandbox pay → capture → read the
//      order until it reads paid; checkouts per second and p50/p95/p99 of each step; CPU
//      per checkout by process of the stack (bench-cpu.ts) over the measured window;
//   1b. one shopper alone: each step's latency without queueing behind other shoppers;
//   2. the event path: no capture call, the sandbox's signed webhook alone moves the order;
//      time from the pay answer to the order reading paid (payment-captured through the bus),
//      with 10 shoppers and with one;
//   3. the order service killed (SIGKILL) and restarted by the supervisor mid-run, on a
//      product with a fixed number of units: orders created, paid, lost, paid twice,
//      units sold against the inventory; once every event has settled (no outbox row, bus
//      job or mail waiting), the confirmation e-mails per order from notification's own
//      sent-mail log, and the events the killed process held, delivered again: how many,
//      and the slowest.
// BENCH_SECONDS=<n> shortens the measured windows to n seconds (a smoke run).
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { repoRoot } from '../paths.js';
import { adminCredentialsFile } from '../secrets.js';
import { mailbox, ShopClient, type Shopper } from '../shop-client.js';
import type { BenchTools } from './bench-catalogue.js';
import { benchDatabases, confirmationsSent, redeliveries, waitForSettledBus } from './bench-bus.js';
import type { Row } from './bench.js';
import { cpuRows, cpuSnapshot, ownCpuMs } from './bench-cpu.js';

const SHORT = Number(process.env.BENCH_SECONDS) > 0 ? Number(process.env.BENCH_SECONDS) : 0;
const SHOPPERS = 20;
const WARMUP_SECONDS = SHORT ? 1 : 3;
const MEASURE_SECONDS = SHORT || 20;
const ALONE_SECONDS = Math.min(10, SHORT || 10);
const EVENT_PATH_CHECKOUTS = 100;
const KILL_RUN_UNITS = 300;

type Step = 'create' | 'pay' | 'capture' | 'read';

function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const ms = (v: number) => (Number.isNaN(v) ? '–' : v.toFixed(1));

interface Checkout {
  orderId?: string;
  paid: boolean;
  refused: boolean;
  times: Partial<Record<Step, number>>;
}

/** One checkout; `retries` > 0 repeats failed calls (same Idempotency-Key for create). */
async function checkout(
  shop: ShopClient,
  shopper: Shopper,
  productId: string,
  colourId: string,
  retries = 0,
): Promise<Checkout> {
  const result: Checkout = { paid: false, refused: false, times: {} };
  const attempt = async <T>(fn: () => Promise<T & { status: number }>, ok: (a: T) => boolean) => {
    let answer = await fn().catch(() => undefined);
    for (let i = 0; i < retries && (!answer || (!ok(answer) && answer.status >= 500)); i++) {
      await sleep(250);
      answer = await fn().catch(() => undefined);
    }
    return answer;
  };
  const key = `${shopper.id}-${Date.now()}-${Math.random()}`;
  const created = await attempt(
    () => shop.createOrder(shopper, productId, colourId, 1, key),
    (a) => a.status === 201,
  );
  if (!created) return result;
  result.times.create = created.ms;
  if (created.status === 409) {
    result.refused = true;
    return result;
  }
  if (created.status !== 201) return result;
  result.orderId = String(created.json.orderId);
  const pay = await attempt(
    () => shop.sandboxPay(shopper, String(created.json.razorpayOrderId)),
    (a) => a.status === 200,
  );
  if (!pay || pay.status !== 200) return result;
  result.times.pay = pay.ms;
  const capture = await attempt(
    () =>
      shop.capture(
        shopper,
        result.orderId!,
        String(pay.json.razorpay_payment_id),
        String(pay.json.razorpay_signature),
      ),
    (a) => a.status === 200,
  );
  if (!capture || capture.status !== 200) return result;
  result.times.capture = capture.ms;
  const read = await attempt(
    () => shop.order(shopper, result.orderId!),
    (a) => a.status === 200,
  );
  if (read?.status === 200) {
    result.times.read = read.ms;
    result.paid = read.json.data.paymentStatus === 'paid';
  }
  return result;
}

async function shoppers(shop: ShopClient, n: number): Promise<Shopper[]> {
  const list: Shopper[] = [];
  for (let i = 0; i < n; i += 5) {
    list.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(5, n - i) }, (_, k) => shop.newShopper(`bench${i + k}`)),
      )),
    );
  }
  return list;
}

/** Every shopper loops until `stop()`; answers every checkout. */
async function loop(
  people: Shopper[],
  stop: () => boolean,
  one: (s: Shopper) => Promise<Checkout>,
): Promise<Checkout[]> {
  const done: Checkout[] = [];
  await Promise.all(
    people.map(async (s) => {
      while (!stop()) done.push(await one(s));
    }),
  );
  return done;
}

function stepRows(label: string, runs: Checkout[]): Row[] {
  const rows: Row[] = [];
  for (const step of ['create', 'pay', 'capture', 'read'] as Step[]) {
    const t = runs.map((r) => r.times[step]).filter((v): v is number => v !== undefined);
    rows.push([
      `${label} ${step} p50 / p95 / p99 (ms)`,
      `${ms(percentile(t, 50))} / ${ms(percentile(t, 95))} / ${ms(percentile(t, 99))}`,
    ]);
  }
  return rows;
}

/**
 * Pays `count` orders through the sandbox without calling capture: only its signed webhook
 * moves them (payment → payment-captured → order). Answers, per order, the time from the
 * pay answer until the order reads paid (polled every 5 ms).
 */
async function eventPath(
  shop: ShopClient,
  shoppersNow: Shopper[],
  product: { productId: string; colourId: string },
  count: number,
): Promise<number[]> {
  const lags: number[] = [];
  let next = 0;
  await Promise.all(
    shoppersNow.map(async (s) => {
      while (next++ < count) {
        const created = await shop.createOrder(s, product.productId, product.colourId);
        if (created.status !== 201) continue;
        await shop.sandboxPay(s, String(created.json.razorpayOrderId));
        const paidAnswer = performance.now();
        for (let i = 0; i < 1000; i++) {
          const read = await shop.order(s, String(created.json.orderId));
          if (read.json.data?.paymentStatus === 'paid') {
            lags.push(performance.now() - paidAnswer);
            break;
          }
          await sleep(5);
        }
      }
    }),
  );
  return lags;
}

function orderPid(dataDir: string): number {
  const run = JSON.parse(fs.readFileSync(path.join(dataDir, 'run', 'stack.json'), 'utf8')) as {
    processes: Record<string, { pid: number }>;
  };
  return run.processes.order.pid;
}

export async function checkoutBench(tools: BenchTools): Promise<Row[]> {
  const rows: Row[] = [];
  const dataDir = path.join(repoRoot, tools.settings.dataDir);
  fs.mkdirSync(dataDir, { recursive: true });
  const base = `http://127.0.0.1:${tools.settings.port}`;
  const shop = new ShopClient(base);
  console.log('checkout: starting the stack (payment sandbox, webhooks sent at once) ...');
  const stack = await tools.startNpmStart(path.join(dataDir, 'npm-start-checkout.log'), {
    RAZORPAY_KEY_ID: '',
    RAZORPAY_KEY_SECRET: '',
    PAYMENT_SANDBOX_WEBHOOK_DELAY_MS: '0',
  });
  try {
    const credentials = JSON.parse(fs.readFileSync(adminCredentialsFile(dataDir), 'utf8')) as {
      email: string;
      password: string;
    };
    const admin = await shop.login(credentials.email, credentials.password);
    const people = await shoppers(shop, SHOPPERS);

    // 1. throughput
    const plenty = await shop.newProduct(admin.accessToken, 1_000_000);
    const buy = (s: Shopper) => checkout(shop, s, plenty.productId, plenty.colourId);
    console.log(`checkout: ${SHOPPERS} shoppers, ${WARMUP_SECONDS} s warm-up ...`);
    let until = Date.now() + WARMUP_SECONDS * 1000;
    await loop(people, () => Date.now() > until, buy);
    console.log(`checkout: measuring ${MEASURE_SECONDS} s ...`);
    const started = performance.now();
    const cpuBefore = cpuSnapshot(stack.child.pid!);
    const ownBefore = process.cpuUsage();
    until = Date.now() + MEASURE_SECONDS * 1000;
    const runs = await loop(people, () => Date.now() > until, buy);
    const cpuAfter = cpuSnapshot(stack.child.pid!);
    const ownMs = ownCpuMs(ownBefore);
    const seconds = (performance.now() - started) / 1000;
    const paid = runs.filter((r) => r.paid).length;
    const creates = runs.map((r) => r.times.create).filter((v): v is number => v !== undefined);
    rows.push(
      [`checkouts paid end to end, ${SHOPPERS} shoppers, ${MEASURE_SECONDS} s`, String(paid)],
      ['checkouts per second', (paid / seconds).toFixed(1)],
      [`create order p99, ${SHOPPERS} shoppers (ms)`, ms(percentile(creates, 99))],
      ['checkouts not completed', String(runs.length - paid)],
      ...stepRows('step', runs),
      ...cpuRows(`${SHOPPERS} shoppers`, cpuBefore, cpuAfter, paid, 'checkout'),
      [
        `  (not the stack) the bench process, ${SHOPPERS} shoppers: CPU ms per checkout`,
        paid > 0 ? (ownMs / paid).toFixed(2) : '–',
      ],
    );

    // 1c. the same with GST invoices issued: every payment then takes the next number of
    // the financial year under invoice_counter's row lock and renders the invoice's PDF in
    // its transaction (docs/gst-invoices.md). Measured right after 1, in the same sitting.
    const saved = await shop.call(
      'PUT',
      '/api/admin/tax-settings',
      {
        legalName: 'Bench Boutique Pvt Ltd',
        gstin: '29ABCDE1234F1Z5',
        stateCode: 'KA',
        address: '12 MG Road\nBengaluru 560001',
        invoicePrefix: 'SB',
        defaultRule: { hsnCode: '5007', rate: 5, thresholdPrice: 0, rateAbove: 0 },
        categoryRules: [],
      },
      admin.accessToken,
    );
    if (saved.status !== 200)
      throw new Error(`tax settings: ${saved.status} ${JSON.stringify(saved.json)}`);
    console.log(`checkout: with GST invoices, measuring ${MEASURE_SECONDS} s ...`);
    until = Date.now() + WARMUP_SECONDS * 1000;
    await loop(people, () => Date.now() > until, buy);
    const invoicedStarted = performance.now();
    const invoicedCpuBefore = cpuSnapshot(stack.child.pid!);
    until = Date.now() + MEASURE_SECONDS * 1000;
    const invoiced = await loop(people, () => Date.now() > until, buy);
    const invoicedCpuAfter = cpuSnapshot(stack.child.pid!);
    const invoicedSeconds = (performance.now() - invoicedStarted) / 1000;
    const invoicedPaid = invoiced.filter((r) => r.paid).length;
    const invoicedCreates = invoiced
      .map((r) => r.times.create)
      .filter((v): v is number => v !== undefined);
    const captures = invoiced
      .map((r) => r.times.capture)
      .filter((v): v is number => v !== undefined);
    rows.push(
      ['with GST invoices: checkouts per second', (invoicedPaid / invoicedSeconds).toFixed(1)],
      [
        `with GST invoices: create order p99 / capture p50 / capture p99, ${SHOPPERS} shoppers (ms)`,
        `${ms(percentile(invoicedCreates, 99))} / ${ms(percentile(captures, 50))} / ${ms(percentile(captures, 99))}`,
      ],
      ...cpuRows(
        `with GST invoices, ${SHOPPERS} shoppers`,
        invoicedCpuBefore,
        invoicedCpuAfter,
        invoicedPaid,
        'checkout',
      ),
    );

    // 1b. one shopper alone: the latency of each step without queueing behind others
    console.log(`checkout: one shopper alone for ${ALONE_SECONDS} s ...`);
    until = Date.now() + ALONE_SECONDS * 1000;
    const alone = await loop(people.slice(0, 1), () => Date.now() > until, buy);
    rows.push(
      [
        `one shopper alone: checkouts paid in ${ALONE_SECONDS} s`,
        String(alone.filter((r) => r.paid).length),
      ],
      ...stepRows('alone', alone),
    );

    // 2. the event path alone (webhook → payment-captured → order paid)
    for (const [label, count, shoppersNow] of [
      ['10 shoppers', EVENT_PATH_CHECKOUTS, people.slice(0, 10)],
      ['1 shopper', 30, people.slice(0, 1)],
    ] as const) {
      console.log(`checkout: ${count} payments moved by the webhook alone (${label}) ...`);
      const lags = await eventPath(shop, [...shoppersNow], plenty, count);
      rows.push(
        [
          `pay answered → order reads paid, webhook path, ${label}: p50 / p95 / p99 (ms)`,
          `${ms(percentile(lags, 50))} / ${ms(percentile(lags, 95))} / ${ms(percentile(lags, 99))}`,
        ],
        ['  payments measured', String(lags.length)],
      );
    }

    // 3. the order service killed mid-run
    console.log(`checkout: ${KILL_RUN_UNITS} units, the order service killed after 3 s ...`);
    const limited = await shop.newProduct(admin.accessToken, KILL_RUN_UNITS);
    let soldOut = false;
    let killedAt = new Date();
    const killer = (async () => {
      await sleep(3_000);
      const pid = orderPid(dataDir);
      killedAt = new Date();
      process.kill(pid, 'SIGKILL');
      console.log(`checkout: killed the order service (pid ${pid})`);
    })();
    const limitedRuns = await loop(
      people,
      () => soldOut,
      async (s) => {
        const r = await checkout(shop, s, limited.productId, limited.colourId, 40);
        if (r.refused) soldOut = true;
        return r;
      },
    );
    await killer;
    const orderIds = new Set(limitedRuns.flatMap((r) => (r.orderId ? [r.orderId] : [])));
    // let every payment settle (webhooks and captures after the restart)
    const statuses = new Map<string, string>();
    const deadline = Date.now() + 60_000;
    for (;;) {
      const lists = await Promise.all(
        people.map((p) =>
          shop.call('GET', `/api/shop/order/list/${p.id}`, undefined, p.accessToken),
        ),
      );
      for (const list of lists) {
        for (const o of (list.json.data ?? []) as { id: string; paymentStatus: string }[]) {
          statuses.set(o.id, o.paymentStatus);
        }
      }
      const settled = [...orderIds].every((id) => statuses.get(id) === 'paid');
      if (settled || Date.now() > deadline) break;
      await sleep(1_000);
    }
    const paidIds = [...orderIds].filter((id) => statuses.get(id) === 'paid');
    const lost = [...orderIds].filter((id) => !statuses.has(id)).length;
    // every event settled: the confirmations follow order-paid through the bus, and the
    // events the killed process held come back once their lease runs out
    console.log('checkout: waiting until every event has settled ...');
    const databases = benchDatabases(dataDir, tools.settings.pgPort);
    const settledIn = await waitForSettledBus(databases);
    const inventory = await shop.colourInventory(limited.productId);
    const sent = await confirmationsSent(databases, paidIds);
    const perOrder = paidIds.map((id) => sent.get(id) ?? 0);
    const again = await redeliveries(databases, killedAt);
    // the mail catcher's inbox, as a cross-check of notification's log
    const caught = await mailbox(`http://127.0.0.1:${tools.settings.mailUiPort}`);
    const caughtForPaid = paidIds.filter((id) =>
      caught.some((m) => m.subject.includes(id.slice(0, 8))),
    ).length;
    rows.push(
      ['kill run: units on sale', String(KILL_RUN_UNITS)],
      ['kill run: orders created (answered 201)', String(orderIds.size)],
      ['kill run: orders paid', String(paidIds.length)],
      ['kill run: orders lost (answered 201, unknown later)', String(lost)],
      [
        'kill run: every event settled (outboxes, bus, mails) after the paid check',
        `${settledIn.toFixed(1)} s`,
      ],
      [
        'kill run: orders with more than one confirmation e-mail (notification log)',
        String(perOrder.filter((n) => n > 1).length),
      ],
      [
        'kill run: paid orders without a confirmation e-mail (notification log)',
        String(perOrder.filter((n) => n === 0).length),
      ],
      [
        'kill run: paid orders the mail catcher got a confirmation for',
        `${caughtForPaid} of ${paidIds.length}`,
      ],
      ['kill run: events the killed process held, delivered again', String(again.count)],
      [
        'kill run: slowest redelivery: published → handled (handled after the kill)',
        again.count === 0
          ? '–'
          : `${again.slowestSeconds.toFixed(1)} s (${again.slowestAfterKillSeconds.toFixed(1)} s), ${again.slowest}`,
      ],
      ['kill run: inventory left (never negative)', String(inventory)],
      [
        'kill run: units sold = on sale - left',
        `${KILL_RUN_UNITS - inventory} (paid ${paidIds.length}, oversold ${Math.max(0, paidIds.length - KILL_RUN_UNITS)})`,
      ],
      [
        'kill run: checkouts refused (sold out)',
        String(limitedRuns.filter((r) => r.refused).length),
      ],
      ['CPU pinning', 'none: the 20 shoppers and every server share both CPUs'],
    );
  } finally {
    await stack.stop();
  }
  return rows;
}
