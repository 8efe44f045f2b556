// `npm run bench -- web`: Lighthouse (from npm, its Node API) on the storefront as a
// shopper loads it: through the gateway port of the bench's own stack (`npm start` on the
// bench ports and `.data/bench`, with the demo catalogue and banners). Three pages: home,
// the collection of the first demo category with products, and a product page of a product
// with pictures; each with Lighthouse's mobile preset (its default: simulated slow 4G,
// 4x CPU slowdown, a Moto G Power-sized screen) and its desktop preset, BENCH_RUNS times
// (default 3) after one thrown-away load of each page, each run in a new headless Chromium
// (Debian's, found as the browser tests find it: ../chromium.ts; Lighthouse downloads
// nothing). Prints the median of each figure, the LCP element and the mobile targets of
// issue 16, met or not; keeps every report as JSON under .data/bench/lighthouse/.
// Prints figures; asserts nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findChromium } from '../chromium.js';
import { repoRoot } from '../paths.js';
import type { BenchTools } from './bench-catalogue.js';
import type { Row } from './bench.js';
import {
  figureRows,
  figuresOf,
  targetsLine,
  type LighthouseFigures,
  type LighthouseResultLike,
  type PageResult,
  type Preset,
} from './lighthouse-figures.js';

/** BENCH_RUNS=<n>: Lighthouse runs per page and preset (default 3; the median is printed). */
const RUNS = Number(process.env.BENCH_RUNS) > 0 ? Math.floor(Number(process.env.BENCH_RUNS)) : 3;
const PRESETS: Preset[] = ['mobile', 'desktop'];
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];
/** Tries per run: Lighthouse itself says "run Lighthouse again" for a trace it could not read. */
const ATTEMPTS = 3;

interface Page {
  name: string;
  path: string;
}

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
  return (await res.json()) as T;
}

/**
 * npm start adds the demo catalogue and then the banners once it is ready: waits for the
 * catalogue (needed: the pages are chosen from it) and then for the banners; answers a row
 * when the banners are missing (the home page is then measured without its slider).
 */
async function waitForDemoData(dataDir: string): Promise<Row[]> {
  const wait = async (marker: string, seconds: number): Promise<boolean> => {
    for (let waited = 0; waited < seconds; waited += 1) {
      if (fs.existsSync(path.join(dataDir, marker))) return true;
      if (waited === 0) console.log(`web: waiting for ${marker} (the demo data of npm start) ...`);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    return false;
  };
  if (!(await wait('demo-catalogue.json', 300))) {
    throw new Error(`no demo catalogue after 300 s (${dataDir}/demo-catalogue.json)`);
  }
  if (await wait('demo-content.json', 60)) return [];
  return [['demo banners', 'missing (see npm-start-web.log): home is measured without them']];
}

/** Home, the first category with products, and a product of it with pictures. */
async function choosePages(base: string): Promise<Page[]> {
  const categories = await getJson<{ data?: { slug?: string; name?: string }[] }>(
    `${base}/api/shop/categories/get`,
  );
  for (const category of categories.data ?? []) {
    if (!category.slug) continue;
    const listing = await getJson<{ data?: { _id: string; image?: unknown[] }[] }>(
      `${base}/api/shop/products/get?category=${encodeURIComponent(category.slug)}&pageSize=24`,
    );
    const product = (listing.data ?? []).find((p) => (p.image?.length ?? 0) > 0);
    if (!product) continue;
    return [
      { name: 'home', path: '/shop/home' },
      { name: 'collection', path: `/shop/collections/${encodeURIComponent(category.slug)}` },
      { name: 'product', path: `/shop/details/${encodeURIComponent(product._id)}` },
    ];
  }
  throw new Error('no category has a product with pictures (is the demo catalogue there?)');
}

/** The <title> of the HTML the page's URL answers, before any JavaScript runs. */
async function servedTitle(url: string): Promise<string> {
  const res = await fetch(url, { headers: { accept: 'text/html' } });
  const html = await res.text();
  const title = /<title[^>]*>([^<]*)<\/title>/i.exec(html)?.[1]?.trim() ?? '(none)';
  return `${res.status}, ${(html.length / 1024).toFixed(1)} KB, title "${title}"`;
}

/** One Lighthouse run in a new headless Chromium; the report is written to `reportFile`. */
async function runLighthouse(
  chromePath: string,
  url: string,
  preset: Preset,
  reportFile: string | undefined,
): Promise<{ figures: LighthouseFigures; benchmarkIndex: number }> {
  // loaded here, not with the other benches: Lighthouse is a large module graph
  const { launch } = await import('chrome-launcher');
  const { default: lighthouse, desktopConfig } = await import('lighthouse');
  const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse answered nothing for ${url}`);
    if (reportFile) fs.writeFileSync(reportFile, JSON.stringify(result.lhr));
    return {
      figures: figuresOf(result.lhr as unknown as LighthouseResultLike),
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
    };
  } finally {
    chrome.kill();
  }
}

export async function webBench(tools: BenchTools): Promise<Row[]> {
  const found = await findChromium();
  if (!found.found) return [['web: Lighthouse', `skipped (${found.reason})`]];
  const dataDir = path.join(repoRoot, tools.settings.dataDir);
  const reportDir = path.join(dataDir, 'lighthouse');
  fs.rmSync(reportDir, { recursive: true, force: true });
  fs.mkdirSync(reportDir, { recursive: true });
  const base = `http://127.0.0.1:${tools.settings.port}`;
  const rows: Row[] = [];
  console.log('web: starting the stack ...');
  const stack = await tools.startNpmStart(path.join(dataDir, 'npm-start-web.log'));
  const load = [os.loadavg()[0]];
  const benchmarkIndexes: number[] = [];
  const results: PageResult[] = [];
  const failures: string[] = [];
  try {
    rows.push(...(await waitForDemoData(dataDir)));
    const pages = await choosePages(base);
    for (const page of pages) {
      rows.push([`${page.name}: ${page.path}, served HTML`, await servedTitle(base + page.path)]);
    }
    // one thrown-away load of each page: the stack's caches are warm for every measured run
    for (const page of pages) {
      console.log(`web: warming ${page.path} ...`);
      await runLighthouse(found.path, base + page.path, 'desktop', undefined).catch((err: Error) =>
        console.log(`web: warming ${page.path} failed (${err.message})`),
      );
    }
    for (const page of pages) {
      for (const preset of PRESETS) {
        const runs: LighthouseFigures[] = [];
        let lastError = '';
        for (let run = 1; run <= RUNS; run += 1) {
          const file = path.join(reportDir, `${page.name}-${preset}-${run}.json`);
          for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
            console.log(`web: ${page.path}, ${preset}, run ${run} of ${RUNS} ...`);
            try {
              const measured = await runLighthouse(found.path, base + page.path, preset, file);
              runs.push(measured.figures);
              benchmarkIndexes.push(measured.benchmarkIndex);
              break;
            } catch (err) {
              lastError = (err as Error).message;
              failures.push(`${page.name} ${preset}: ${lastError}`);
              console.log(`web: that run failed (${lastError})`);
            }
          }
        }
        if (runs.length > 0) results.push({ page: page.name, preset, runs });
        else rows.push([`${page.name}, ${preset}`, `no run succeeded: ${lastError}`]);
      }
    }
    load.push(os.loadavg()[0]);
  } finally {
    await stack.stop();
  }
  rows.push(
    ...figureRows(results),
    ['targets (mobile, issue 16)', targetsLine()],
    [
      `failed runs, run again (of ${results.reduce((n, r) => n + r.runs.length, 0)} measured)`,
      failures.length > 0 ? `${failures.length}: ${failures.join('; ')}` : '0',
    ],
    [
      "Lighthouse's CPU benchmark index, min-max (lower: a slower or busier machine)",
      benchmarkIndexes.length > 0
        ? `${Math.min(...benchmarkIndexes).toFixed(0)}-${Math.max(...benchmarkIndexes).toFixed(0)}`
        : 'n/a',
    ],
    ['load average (1 min), before / after', load.map((l) => l.toFixed(2)).join(' / ')],
    ...(Math.max(...load) > os.availableParallelism()
      ? [
          [
            'note',
            `the load average exceeded the ${os.availableParallelism()} CPUs: simulated timings ` +
              '(TBT above all, x4 on mobile) are inflated by the other work; compare runs made on a quiet machine',
          ] as Row,
        ]
      : []),
    ['Chromium', `${found.path} (${found.source}), ${CHROME_FLAGS.join(' ')}`],
    ['reports (JSON, one per run)', path.relative(repoRoot, reportDir)],
  );
  return rows;
}
