// `npm run bench -- catalogue`: the storefront's catalogue reads on a 10,000-product
// catalogue, through the gateway, each beside a bare node:http server answering the same
// bytes from memory (the ceiling) in the same run. Autocannon at 10 and 50 connections
// after a thrown-away warm-up, load generator on CPU 0 and every server on CPU 1.
// Cold search asks a word never asked before on every request (coldWords). CPU per request
// by process (bench-cpu.ts) at 50 connections; answer sizes raw, br and gzip. Then the
// storefront's first load of the home page and a product page as Chromium receives it
// (bytes on the wire by kind) and the largest image. Prints figures; asserts nothing.
// BENCH_SECONDS=<n> shortens every measured window to n seconds (a smoke run).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import autocannon, { type Request as LoadRequest, type Result as LoadResult } from 'autocannon';
import { findChromium } from '../chromium.js';
import { repoRoot } from '../paths.js';
import { processTree } from '../process-utils.js';
import { loadOrCreateSecrets } from '../secrets.js';
import { demoProduct } from '../seed/demo-catalogue.js';
import { countProducts, seedCatalogue } from '../seed/seed.js';
import { SERVICES } from '../services.js';
import type { Row, StartedStack } from './bench.js';
import { cpuRows, cpuSnapshot, type CpuSnapshot } from './bench-cpu.js';

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
/** BENCH_SECONDS=<n>: every measured window n seconds and warm-ups 1 s (a smoke run). */
const SHORT = Number(process.env.BENCH_SECONDS) > 0 ? Number(process.env.BENCH_SECONDS) : 0;
const WARMUP_SECONDS = SHORT ? 1 : 2;
const LOAD_SECONDS = SHORT || 8;
const CONNECTIONS = [10, 50];
/** The connections at which CPU per request is read. */
const CPU_CONNECTIONS = 50;
/** The storefront's budget for first-load JavaScript on the wire (KB). */
const JS_BUDGET_KB = 150;

interface Case {
  name: string;
  path: string;
  /** Extra paths cycled through with `path` (different products). */
  more?: string[];
  /** A new path for every request (cold search); `path` is then only the ceiling's sample. */
  next?: () => string;
  /** CPU per request by process (not only the total) at CPU_CONNECTIONS. */
  cpuDetail?: boolean;
}

/** The kinds of word the cold search asks, in turn. */
type ColdKind = 'typo' | 'code' | 'random';

/**
 * Words for the cold search: every call answers a word never answered before, so no cache
 * can hold it. In turn: (1) `typo`, a word of the catalogue's titles (4 letters or more)
 * with one letter replaced, which matches through the typo tolerance; (2) `code`, a product
 * code of the 10,000-product catalogue (an exact code match); (3) `random`, 5 to 9 random
 * letters, which match nothing (or, rarely, a word one typo away). When the typo or code
 * words run out (about 12,800 and 10,000), a random word takes their turn. Deterministic
 * (a seeded generator); `counts` tells the mix asked.
 */
export function coldWords(exclude: Iterable<string> = []): {
  next(): string;
  counts: Record<ColdKind, number>;
} {
  let state = 0x5eed;
  const rand = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const shuffle = (list: string[]): string[] => {
    for (let i = list.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      [list[i], list[j]] = [list[j], list[i]];
    }
    return list;
  };
  const vocabulary = new Set<string>();
  const codes: string[] = [];
  for (let i = 0; i < CATALOGUE_SIZE; i++) {
    const p = demoProduct(i);
    if (p.productCode) codes.push(p.productCode);
    if (i < 48)
      for (const w of `${p.title} ${p.secondTitle}`.toLowerCase().split(/[^a-z]+/))
        if (w.length >= 4 && !/^[ivxlcdm]+$/.test(w)) vocabulary.add(w);
  }
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const typos: string[] = [];
  for (const w of vocabulary)
    for (let i = 0; i < w.length; i++)
      for (const l of letters) {
        const v = w.slice(0, i) + l + w.slice(i + 1);
        if (l !== w[i] && !vocabulary.has(v)) typos.push(v);
      }
  const asked = new Set<string>([...exclude].map((w) => w.toLowerCase()));
  const pools: Record<'typo' | 'code', string[]> = {
    typo: shuffle([...new Set(typos)]),
    code: shuffle(codes),
  };
  const counts: Record<ColdKind, number> = { typo: 0, code: 0, random: 0 };
  const order: ColdKind[] = ['typo', 'code', 'random'];
  let turn = 0;
  const randomWord = (): string => {
    const length = 5 + Math.floor(rand() * 5);
    let w = '';
    for (let i = 0; i < length; i++) w += letters[Math.floor(rand() * 26)];
    return w;
  };
  return {
    counts,
    next(): string {
      const kind = order[turn++ % order.length];
      if (kind !== 'random') {
        const pool = pools[kind];
        while (pool.length > 0) {
          const w = pool.pop()!;
          if (asked.has(w.toLowerCase())) continue;
          asked.add(w.toLowerCase());
          counts[kind] += 1;
          return w;
        }
      }
      for (;;) {
        const w = randomWord();
        if (asked.has(w)) continue;
        asked.add(w);
        counts.random += 1;
        return w;
      }
    },
  };
}

/** One GET with the given headers, the body as sent (no decoding): its size and encoding. */
function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          bytes,
          encoding: String(res.headers['content-encoding'] ?? 'none'),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

/** Answer sizes as sent without and with `Accept-Encoding: br` and `gzip`. */
async function answerSizes(base: string, label: string, paths: [string, string][]): Promise<Row[]> {
  const rows: Row[] = [];
  for (const [name, p] of paths) {
    const cells: string[] = [];
    for (const accept of ['identity', 'br', 'gzip']) {
      const r = await rawGet(`${base}${p}`, { 'accept-encoding': accept });
      cells.push(
        r.status === 200
          ? `${r.bytes}${r.encoding === 'none' ? '' : ` (${r.encoding})`}`
          : `status ${r.status}`,
      );
    }
    rows.push([`${name}, ${label}: answer bytes, none | br | gzip accepted`, cells.join(' | ')]);
  }
  return rows;
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
  /** Responses completed in the measured window. */
  responses: number;
  /** Mean response size in bytes (headers included). */
  meanBytes: number;
  /** CPU of the stack around the measured window, when asked for. */
  cpu?: { before: CpuSnapshot; after: CpuSnapshot };
}

async function load(
  base: string,
  c: Case,
  connections: number,
  cpuRoot?: number,
): Promise<Measured> {
  const paths = [c.path, ...(c.more ?? [])];
  const next = c.next;
  const options = {
    url: base,
    connections,
    requests: next
      ? [{ method: 'GET', setupRequest: (r: LoadRequest) => ({ ...r, path: next() }) }]
      : paths.map((p) => ({ method: 'GET', path: p })),
  };
  await autocannon({ ...options, duration: WARMUP_SECONDS });
  const times: number[] = [];
  let bytes = 0;
  const before = cpuRoot === undefined ? undefined : cpuSnapshot(cpuRoot);
  const run = autocannon({ ...options, duration: LOAD_SECONDS });
  run.on('response', (_client, _status, resBytes, responseTime) => {
    times.push(responseTime);
    bytes += resBytes;
  });
  const result = await run;
  const after = cpuRoot === undefined ? undefined : cpuSnapshot(cpuRoot);
  times.sort((a, b) => a - b);
  const p95 = times.length ? times[Math.min(times.length - 1, Math.floor(times.length * 0.95))] : 0;
  return {
    result,
    p95,
    responses: times.length,
    meanBytes: times.length ? bytes / times.length : 0,
    cpu: before && after ? { before, after } : undefined,
  };
}

function failures(r: LoadResult): number {
  return r.non2xx + r.errors + r.timeouts;
}

async function measure(
  tools: BenchTools,
  cases: Case[],
  label: string,
  pinned: boolean,
  stackPid: number,
): Promise<Row[]> {
  const rows: Row[] = [];
  const base = `http://127.0.0.1:${tools.settings.port}`;
  for (const c of cases) {
    const sample = await fetchBytes(`${base}${c.path}`);
    const ceiling = await startCeiling(tools.settings.barePort, sample.body, sample.type, pinned);
    try {
      for (const connections of CONNECTIONS) {
        console.log(`catalogue: ${c.name}, ${label}, ${connections} connections ...`);
        const gateway = await load(
          base,
          c,
          connections,
          connections === CPU_CONNECTIONS ? stackPid : undefined,
        );
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
        if (c.next)
          rows.push([`  mean answer (bytes, headers included)`, gateway.meanBytes.toFixed(0)]);
        if (gateway.cpu)
          rows.push(
            ...cpuRows(
              `  ${c.name}, ${label}, ${connections} conn`,
              gateway.cpu.before,
              gateway.cpu.after,
              gateway.responses,
              'request',
              c.cpuDetail ?? false,
            ),
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

function cases(sample: Sample): {
  listing: Case;
  product: Case;
  search: Case[];
  cold: Case;
  words: ReturnType<typeof coldWords>;
} {
  // a fresh generator per stack: every word is new to this stack's caches
  const words = coldWords(['organza', 'organja', sample.code]);
  return {
    listing: {
      name: 'listing, 24 cards',
      path: '/api/shop/products/get?sortBy=price-lowtohigh&page=3&pageSize=24',
      cpuDetail: true,
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
    cold: {
      name: 'cold search, a new word each request',
      // the ceiling answers the bytes of "organza" (a matching word)
      path: '/api/shop/search/organza',
      next: () => `/api/shop/search/${encodeURIComponent(words.next())}`,
      cpuDetail: true,
    },
    words,
  };
}

function coldMixRow(words: ReturnType<typeof coldWords>, label: string): Row {
  const { typo, code, random } = words.counts;
  return [
    `  cold search words asked, ${label}: typo | code | random (warm-ups included)`,
    `${typo} | ${code} | ${random}`,
  ];
}

function sizePaths(sample: Sample, c: ReturnType<typeof cases>): [string, string][] {
  return [
    ['search word "organza"', '/api/shop/search/organza'],
    [c.listing.name, c.listing.path],
    [c.product.name, `/api/shop/products/get/${sample.productId}`],
  ];
}

/** What Chromium calls a response, grouped as the figures name it. */
const WIRE_KINDS: Record<string, string> = {
  document: 'HTML',
  script: 'JavaScript',
  stylesheet: 'CSS',
  xhr: 'data (XHR/fetch)',
  fetch: 'data (XHR/fetch)',
  image: 'images',
  font: 'fonts',
};
const WIRE_ORDER = ['JavaScript', 'CSS', 'HTML', 'data (XHR/fetch)', 'images', 'fonts', 'other'];

interface Wire {
  files: number;
  /** Body bytes as received (compressed when it came compressed). */
  body: number;
  headers: number;
  /** Body bytes once decoded. */
  decoded: number;
  encodings: Set<string>;
}

/**
 * The first load of a page as Chromium receives it, by kind: bytes on the wire (the
 * encoded body Chromium read, from Playwright's request.sizes(), and the response headers),
 * the decoded size, and the content-encodings seen; JavaScript against the budget. Then
 * first-load JavaScript (gzip -9 of the files from web/dist, the figure before compression
 * was served) and the largest image.
 */
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
    const wire = new Map<string, Wire>();
    // 'networkidle' (500 ms without a request) can come while a busy CPU still runs the
    // JavaScript that asks for the data and the pictures: wait for 2 s without any instead
    let inFlight = 0;
    let lastActivity = performance.now();
    const settle = (): void => {
      inFlight -= 1;
      lastActivity = performance.now();
    };
    page.on('request', () => {
      inFlight += 1;
      lastActivity = performance.now();
    });
    page.on('requestfailed', settle);
    page.on('requestfinished', settle);
    page.on('requestfinished', (request) => {
      const kind = WIRE_KINDS[request.resourceType()] ?? 'other';
      pending.push(
        (async () => {
          const response = await request.response();
          if (!response) return;
          const sizes = await request.sizes();
          const decoded = await response.body().then(
            (b) => b.length,
            () => 0,
          );
          const w = wire.get(kind) ?? {
            files: 0,
            body: 0,
            headers: 0,
            decoded: 0,
            encodings: new Set<string>(),
          };
          w.files += 1;
          w.body += sizes.responseBodySize;
          w.headers += sizes.responseHeadersSize;
          w.decoded += decoded;
          w.encodings.add((await response.headerValue('content-encoding')) ?? 'none');
          wire.set(kind, w);
        })().catch(() => undefined),
      );
    });
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
    const deadline = performance.now() + 30_000;
    while (
      (inFlight > 0 || performance.now() - lastActivity < 2_000) &&
      performance.now() < deadline
    )
      await new Promise((resolve) => setTimeout(resolve, 100));
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
    const kb = (n: number): string => (n / 1024).toFixed(1);
    const wireRows: Row[] = [];
    let total = 0;
    let totalDecoded = 0;
    for (const kind of WIRE_ORDER) {
      const w = wire.get(kind);
      if (!w) continue;
      total += w.body + w.headers;
      totalDecoded += w.decoded;
      wireRows.push([
        `${pagePath}: on the wire, ${kind}: body KB [+ headers KB, decoded KB, files, encodings]`,
        `${kb(w.body)} [+${kb(w.headers)}, ${kb(w.decoded)}, ${w.files}, ${[...w.encodings].sort().join(' ')}]`,
      ]);
    }
    const js = wire.get('JavaScript');
    return [
      ...wireRows,
      [
        `${pagePath}: on the wire, everything incl. headers (KB) [decoded KB]`,
        `${kb(total)} [${kb(totalDecoded)}]`,
      ],
      [
        `${pagePath}: JavaScript on the wire against the ${JS_BUDGET_KB} KB budget (KB, share)`,
        js ? `${kb(js.body)} (${((js.body / 1024 / JS_BUDGET_KB) * 100).toFixed(0)} %)` : 'none',
      ],
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
    rows.push(
      ...(await measure(
        tools,
        [c.listing, c.product, ...c.search, c.cold],
        'cache off',
        pinned,
        stack.child.pid!,
      )),
      coldMixRow(c.words, 'cache off'),
      ...(await answerSizes(base, 'cache off', sizePaths(sample, c))),
    );
  } finally {
    await stack.stop();
  }

  // 2. the default: the gateway's cache on (the cold search still misses: every word is new)
  console.log('catalogue: starting the stack with the gateway cache on (default) ...');
  stack = await tools.startNpmStart(logFile);
  try {
    const c = cases(sample);
    pinAll(stack);
    rows.push(
      ...(await measure(
        tools,
        [c.listing, c.product, ...c.search, c.cold],
        'cached',
        pinned,
        stack.child.pid!,
      )),
      coldMixRow(c.words, 'cached'),
      ...(await answerSizes(base, 'cached', sizePaths(sample, c))),
    );
    rows.push(...(await pageWeight(base, '/shop/home')));
    rows.push(...(await pageWeight(base, `/shop/details/${sample.productId}`)));
  } finally {
    await stack.stop();
  }
  rows.push(['CPU pinning', pinned ? 'load generator CPU 0, servers CPU 1' : 'none']);
  return rows;
}
