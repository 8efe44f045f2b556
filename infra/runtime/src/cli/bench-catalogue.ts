// `npm run bench -- catalogue`: the storefront's catalogue reads on a 10,000-product
// catalogue, through the gateway, each beside a bare node:http server answering the same
// bytes from memory (the ceiling) in the same run. Autocannon at 10 and 50 connections
// after a thrown-away warm-up, load generator on CPU 0 and every server on CPU 1.
// Then the storefront's first-load JavaScript (gzip) and largest image on the home page
// and a product page, read by Chromium. Prints figures; asserts nothing.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import autocannon, { type Result as LoadResult } from 'autocannon';
import { findChromium } from '../chromium.js';
import { repoRoot } from '../paths.js';
import { processTree } from '../process-utils.js';
import { loadOrCreateSecrets } from '../secrets.js';
import { countProducts, seedCatalogue } from '../seed/seed.js';
import { SERVICES } from '../services.js';
import type { Row, StartedStack } from './bench.js';

export interface BenchTools {
  startNpmStart(logFile: string, extraEnv?: Record<string, string>): Promise<StartedStack>;
  pin(pid: number, cpu: number): void;
  hasTaskset(): boolean;
  settings: {
    dataDir: string;
    port: number;
    pgPort: number;
    portOffset: number;
    barePort: number;
    mailUiPort: number;
  };
}

const CATALOGUE_SIZE = 10_000;
const WARMUP_SECONDS = 2;
const LOAD_SECONDS = 8;
const CONNECTIONS = [10, 50];

interface Case {
  name: string;
  path: string;
  /** Extra paths cycled through with `path` (different products). */
  more?: string[];
}

async function fetchBytes(url: string): Promise<{ body: Buffer; type: string }> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return {
    body: Buffer.from(await res.arrayBuffer()),
    type: res.headers.get('content-type') ?? 'application/json',
  };
}

/** A bare node:http server answering `body` from memory: the ceiling of any Node server. */
async function startCeiling(
  port: number,
  body: Buffer,
  type: string,
  pinned: boolean,
): Promise<ChildProcess> {
  const file = path.join(os.tmpdir(), `boutique-bench-${process.pid}.body`);
  fs.writeFileSync(file, body);
  const code = `const body = require('node:fs').readFileSync(${JSON.stringify(file)});
  require('node:http').createServer((req, res) => {
    res.writeHead(200, { 'content-type': ${JSON.stringify(type)}, 'content-length': body.length });
    res.end(body);
  }).listen(${port}, '127.0.0.1', () => console.log('listening'));`;
  const args = ['-e', code];
  const child = pinned
    ? spawn('taskset', ['-c', '1', process.execPath, ...args], {
        stdio: ['ignore', 'pipe', 'inherit'],
      })
    : spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout.once('data', () => resolve());
    child.once('exit', (c) => reject(new Error(`ceiling server exited (${c})`)));
  });
  return child;
}

interface Measured {
  result: LoadResult;
  /** 95th percentile of the response times (ms); autocannon itself reports 97.5 but not 95. */
  p95: number;
}

async function load(base: string, c: Case, connections: number): Promise<Measured> {
  const paths = [c.path, ...(c.more ?? [])];
  const options = {
    url: base,
    connections,
    requests: paths.map((p) => ({ method: 'GET' as const, path: p })),
  };
  await autocannon({ ...options, duration: WARMUP_SECONDS });
  const times: number[] = [];
  const run = autocannon({ ...options, duration: LOAD_SECONDS });
  run.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const result = await run;
  times.sort((a, b) => a - b);
  const p95 = times.length ? times[Math.min(times.length - 1, Math.floor(times.length * 0.95))] : 0;
  return { result, p95 };
}

function failures(r: LoadResult): number {
  return r.non2xx + r.errors + r.timeouts;
}

async function measure(
  tools: BenchTools,
  cases: Case[],
  label: string,
  pinned: boolean,
): Promise<Row[]> {
  const rows: Row[] = [];
  const base = `http://127.0.0.1:${tools.settings.port}`;
  for (const c of cases) {
    const sample = await fetchBytes(`${base}${c.path}`);
    const ceiling = await startCeiling(tools.settings.barePort, sample.body, sample.type, pinned);
    try {
      for (const connections of CONNECTIONS) {
        console.log(`catalogue: ${c.name}, ${label}, ${connections} connections ...`);
        const gateway = await load(base, c, connections);
        const bare = await load(
          `http://127.0.0.1:${tools.settings.barePort}`,
          { name: c.name, path: '/' },
          connections,
        );
        const ratio = gateway.result.requests.average / bare.result.requests.average;
        rows.push(
          [
            `${c.name}, ${label}, ${connections} conn: req/s | p95 | p99 ms`,
            `${gateway.result.requests.average.toFixed(0)} | ${gateway.p95.toFixed(1)} | ${gateway.result.latency.p99}`,
          ],
          [
            `  ceiling (same ${sample.body.length} bytes): req/s | p99 ms | gateway/ceiling`,
            `${bare.result.requests.average.toFixed(0)} | ${bare.result.latency.p99} | ${ratio.toFixed(2)}`,
          ],
          [`  failed requests in the window`, String(failures(gateway.result))],
        );
      }
    } finally {
      ceiling.kill('SIGTERM');
    }
  }
  return rows;
}

export async function ensureCatalogue(tools: BenchTools): Promise<Row[]> {
  const grpc = (name: string): string =>
    `127.0.0.1:${(SERVICES.find((s) => s.name === name)?.grpcPort ?? 0) + tools.settings.portOffset}`;
  // npm start adds the demo catalogue after it is ready: let it finish first
  const marker = path.join(repoRoot, tools.settings.dataDir, 'demo-catalogue.json');
  for (let waited = 0; !fs.existsSync(marker) && waited < 300; waited += 1) {
    if (waited === 0)
      console.log('catalogue: waiting for the demo catalogue of the first start ...');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  const { serviceAuthSecret } = loadOrCreateSecrets(path.join(repoRoot, tools.settings.dataDir));
  const have = await countProducts(grpc('catalogue'), serviceAuthSecret);
  if (have >= CATALOGUE_SIZE) return [['catalogue size (products)', String(have)]];
  console.log(
    `catalogue: seeding ${CATALOGUE_SIZE - have} products (once; kept in ${tools.settings.dataDir}) ...`,
  );
  const result = await seedCatalogue({
    catalogueUrl: grpc('catalogue'),
    contentUrl: grpc('content'),
    serviceAuthSecret,
    products: CATALOGUE_SIZE - have,
    offset: have,
    onProgress: (line) => console.log(line),
  });
  return [
    ['catalogue size (products)', String(have + result.created)],
    ['seeding (products/s)', (result.created / result.seconds).toFixed(0)],
  ];
}

interface Sample {
  productId: string;
  productIds: string[];
  code: string;
}

async function sampleCatalogue(base: string): Promise<Sample> {
  const res = await fetch(`${base}/api/shop/products/get?page=7&pageSize=50`);
  const json = (await res.json()) as { data?: { _id: string; productCode: string }[] };
  const list = json.data ?? [];
  const withCode = list.find((p) => p.productCode);
  if (!list[0] || !withCode) throw new Error('the catalogue answered no products');
  return { productId: list[0]._id, productIds: list.map((p) => p._id), code: withCode.productCode };
}

function cases(sample: Sample): { listing: Case; product: Case; search: Case[] } {
  return {
    listing: {
      name: 'listing, 24 cards',
      path: '/api/shop/products/get?sortBy=price-lowtohigh&page=3&pageSize=24',
    },
    product: {
      name: 'product page',
      path: `/api/shop/products/get/${sample.productId}`,
      more: sample.productIds.slice(1, 20).map((id) => `/api/shop/products/get/${id}`),
    },
    search: [
      { name: 'search word "organza"', path: '/api/shop/search/organza' },
      {
        name: `search code "${sample.code}"`,
        path: `/api/shop/search/${encodeURIComponent(sample.code)}`,
      },
      { name: 'search typo "organja"', path: '/api/shop/search/organja' },
    ],
  };
}

/** First-load JavaScript (gzip) and the largest image of a page, as Chromium loads it. */
async function pageWeight(base: string, pagePath: string): Promise<Row[]> {
  const { chromium } = await import('playwright-core');
  const found = await findChromium(); // as the browser tests find it (../chromium.ts)
  if (!found.found) return [[`${pagePath}: page weight`, `skipped (${found.reason})`]];
  const browser = await chromium.launch({ executablePath: found.path });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const scripts = new Set<string>();
    let largestImage = { url: '', bytes: 0 };
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'script') scripts.add(new URL(response.url()).pathname);
      if (type === 'image')
        pending.push(
          response
            .body()
            .then((body) => {
              if (body.length > largestImage.bytes)
                largestImage = { url: response.url(), bytes: body.length };
            })
            .catch(() => undefined),
        );
    });
    await page.goto(`${base}${pagePath}`, { waitUntil: 'networkidle' });
    await Promise.all(pending);
    let gzip = 0;
    let raw = 0;
    for (const script of scripts) {
      const file = path.join(repoRoot, 'web', 'dist', script);
      if (!fs.existsSync(file)) continue;
      const bytes = fs.readFileSync(file);
      raw += bytes.length;
      gzip += zlib.gzipSync(bytes, { level: 9 }).length;
    }
    return [
      [
        `${pagePath}: first-load JS, gzip (KB) [raw KB, files]`,
        `${(gzip / 1024).toFixed(1)} [${(raw / 1024).toFixed(0)}, ${scripts.size}]`,
      ],
      [
        `${pagePath}: largest image (KB)`,
        largestImage.bytes
          ? `${(largestImage.bytes / 1024).toFixed(1)} ${new URL(largestImage.url).pathname}`
          : 'none',
      ],
    ];
  } finally {
    await browser.close();
  }
}

export async function catalogueBench(tools: BenchTools): Promise<Row[]> {
  const rows: Row[] = [];
  const dataDir = path.join(repoRoot, tools.settings.dataDir);
  fs.mkdirSync(dataDir, { recursive: true });
  const logFile = path.join(dataDir, 'npm-start-catalogue.log');
  const pinned = tools.hasTaskset();
  const base = `http://127.0.0.1:${tools.settings.port}`;
  const pinAll = (stack: StartedStack): void => {
    if (!pinned) return;
    tools.pin(process.pid, 0);
    for (const pid of processTree(stack.child.pid!)) tools.pin(pid, 1);
  };

  // 1. the gateway's cache off: every request goes to catalogue and PostgreSQL
  console.log('catalogue: starting the stack with the gateway cache off ...');
  let stack = await tools.startNpmStart(logFile, { CATALOGUE_CACHE_TTL_SECONDS: '0' });
  let sample: Sample;
  try {
    rows.push(...(await ensureCatalogue(tools)));
    sample = await sampleCatalogue(base);
    const c = cases(sample);
    pinAll(stack);
    rows.push(...(await measure(tools, [c.listing, c.product, ...c.search], 'cache off', pinned)));
  } finally {
    await stack.stop();
  }

  // 2. the default: the gateway's cache on
  console.log('catalogue: starting the stack with the gateway cache on (default) ...');
  stack = await tools.startNpmStart(logFile);
  try {
    const c = cases(sample);
    pinAll(stack);
    rows.push(...(await measure(tools, [c.listing, c.product, ...c.search], 'cached', pinned)));
    rows.push(...(await pageWeight(base, '/shop/home')));
    rows.push(...(await pageWeight(base, `/shop/details/${sample.productId}`)));
  } finally {
    await stack.stop();
  }
  rows.push(['CPU pinning', pinned ? 'load generator CPU 0, servers CPU 1' : 'none']);
  return rows;
}
