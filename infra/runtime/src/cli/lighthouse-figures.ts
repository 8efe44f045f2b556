// The figures `npm run bench -- web` prints from Lighthouse's reports (pure: no browser,
// no stack). One report is read into LighthouseFigures; the runs of a page and preset
// are reduced to the median of each figure; the table rows and the mobile targets of
// issue 16 are made from those medians.
import type { Row } from './bench.js';

export type Preset = 'mobile' | 'desktop';

/** What one Lighthouse run measured. Times in ms, sizes in bytes, score 0-100. */
export interface LighthouseFigures {
  performance: number;
  lcp: number;
  cls: number;
  tbt: number;
  fcp: number;
  speedIndex: number;
  transferBytes: number;
  scriptBytes: number;
  /** The LCP element as Lighthouse names it (its label, else its selector or snippet). */
  lcpElement: string;
}

type NumericKey = Exclude<keyof LighthouseFigures, 'lcpElement'>;

/** The part of a Lighthouse result (LH.Result) these figures are read from. */
export interface LighthouseResultLike {
  categories: { performance?: { score: number | null } };
  audits: Record<
    string,
    { numericValue?: number; details?: { type?: string; items?: unknown[] } } | undefined
  >;
  runtimeError?: { code: string; message: string };
}

/** The median: the middle value, or the mean of the two middle ones; NaN for none. */
export function median(values: number[]): number {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function numeric(lhr: LighthouseResultLike, audit: string): number {
  const value = lhr.audits[audit]?.numericValue;
  return typeof value === 'number' ? value : NaN;
}

interface NodeItem {
  node?: { nodeLabel?: string; selector?: string; snippet?: string };
}

function lcpElementOf(lhr: LighthouseResultLike): string {
  // a list of tables; the first names the element: [{ node: { nodeLabel, selector, snippet } }]
  const details = lhr.audits['largest-contentful-paint-element']?.details;
  const first = details?.items?.[0] as { items?: NodeItem[] } | NodeItem | undefined;
  const node =
    first && 'items' in first && Array.isArray(first.items)
      ? first.items[0]?.node
      : (first as NodeItem | undefined)?.node;
  if (!node) return 'none';
  const label = node.nodeLabel?.trim();
  const selector = node.selector?.trim();
  const text = label && selector ? `${label} (${selector})` : label || selector || node.snippet;
  return (text ?? 'none').replace(/\s+/g, ' ');
}

function scriptBytesOf(lhr: LighthouseResultLike): number {
  const items = lhr.audits['resource-summary']?.details?.items as
    { resourceType?: string; transferSize?: number }[] | undefined;
  const script = items?.find((i) => i.resourceType === 'script');
  return items ? (script?.transferSize ?? 0) : NaN;
}

/** The figures of one run; throws with Lighthouse's message when the run failed. */
export function figuresOf(lhr: LighthouseResultLike): LighthouseFigures {
  if (lhr.runtimeError) {
    throw new Error(`Lighthouse: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  }
  const score = lhr.categories.performance?.score;
  return {
    performance: typeof score === 'number' ? Math.round(score * 100) : NaN,
    lcp: numeric(lhr, 'largest-contentful-paint'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    tbt: numeric(lhr, 'total-blocking-time'),
    fcp: numeric(lhr, 'first-contentful-paint'),
    speedIndex: numeric(lhr, 'speed-index'),
    transferBytes: numeric(lhr, 'total-byte-weight'),
    scriptBytes: scriptBytesOf(lhr),
    lcpElement: lcpElementOf(lhr),
  };
}

/**
 * The median of each figure over the runs (each figure on its own), and the LCP element of
 * the run whose LCP is nearest that median.
 */
export function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  if (runs.length === 0) throw new Error('no Lighthouse run to take the median of');
  const keys: NumericKey[] = [
    'performance',
    'lcp',
    'cls',
    'tbt',
    'fcp',
    'speedIndex',
    'transferBytes',
    'scriptBytes',
  ];
  const out = Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))])) as Record<
    NumericKey,
    number
  >;
  const nearest = [...runs].sort(
    (a, b) => Math.abs(a.lcp - out.lcp) - Math.abs(b.lcp - out.lcp),
  )[0];
  return { ...out, lcpElement: nearest.lcpElement };
}

/** Issue 16's targets, for the mobile preset. */
export const MOBILE_TARGETS = [
  { key: 'performance', label: 'Performance', limit: 90, atLeast: true },
  { key: 'lcp', label: 'LCP', limit: 2_000, atLeast: false },
  { key: 'cls', label: 'CLS', limit: 0.05, atLeast: false },
  { key: 'tbt', label: 'TBT', limit: 150, atLeast: false },
] as const satisfies readonly { key: NumericKey; label: string; limit: number; atLeast: boolean }[];

const formats: Record<NumericKey, (v: number) => string> = {
  performance: (v) => v.toFixed(0),
  lcp: (v) => `${(v / 1000).toFixed(2)} s`,
  cls: (v) => v.toFixed(3),
  tbt: (v) => `${v.toFixed(0)} ms`,
  fcp: (v) => `${(v / 1000).toFixed(2)} s`,
  speedIndex: (v) => `${(v / 1000).toFixed(2)} s`,
  transferBytes: (v) => `${(v / 1024).toFixed(0)} KB`,
  scriptBytes: (v) => `${(v / 1024).toFixed(0)} KB`,
};

function show(key: NumericKey, value: number): string {
  return Number.isNaN(value) ? 'n/a' : formats[key](value);
}

const COLUMNS: { key: NumericKey; title: string }[] = [
  { key: 'performance', title: 'Perf' },
  { key: 'lcp', title: 'LCP' },
  { key: 'cls', title: 'CLS' },
  { key: 'tbt', title: 'TBT' },
  { key: 'fcp', title: 'FCP' },
  { key: 'speedIndex', title: 'SI' },
  { key: 'transferBytes', title: 'transfer' },
  { key: 'scriptBytes', title: 'JS' },
];

export interface PageResult {
  /** The page's short name (home, collection, product). */
  page: string;
  preset: Preset;
  /** The figures of each run. */
  runs: LighthouseFigures[];
}

/** The figures whose spread over the runs is shown, to judge how steady the machine was. */
const SPREAD: NumericKey[] = ['performance', 'lcp', 'tbt'];

/**
 * The compact table as bench rows: a heading row, then one row per page and preset with
 * the median figures in aligned columns; then the spread (min-max) of Performance, LCP
 * and TBT over the runs and the LCP element, per page and preset; then the mobile
 * targets, met or not met, per page.
 */
export function figureRows(results: PageResult[]): Row[] {
  const medians = results.map((r) => medianFigures(r.runs));
  const cells = medians.map((m) => COLUMNS.map((c) => show(c.key, m[c.key])));
  const widths = COLUMNS.map((c, i) =>
    Math.max(c.title.length, ...cells.map((row) => row[i].length)),
  );
  const line = (values: string[]): string => values.map((v, i) => v.padStart(widths[i])).join('  ');
  const runs = [...new Set(results.map((r) => r.runs.length))].join('/');
  const rows: Row[] = [
    [`page, preset (median of ${runs} runs)`, line(COLUMNS.map((c) => c.title))],
  ];
  results.forEach((r, i) => rows.push([`${r.page}, ${r.preset}`, line(cells[i])]));
  results.forEach((r, i) => {
    const spread = SPREAD.map((key) => {
      const values = r.runs.map((run) => run[key]).filter((v) => !Number.isNaN(v));
      const range = values.length
        ? `${show(key, Math.min(...values))}-${show(key, Math.max(...values))}`
        : 'n/a';
      return `${COLUMNS.find((c) => c.key === key)!.title} ${range}`;
    });
    rows.push([`${r.page}, ${r.preset}: min-max`, spread.join('; ')]);
    rows.push([`${r.page}, ${r.preset}: LCP element`, medians[i].lcpElement]);
  });
  results.forEach((r, i) => {
    if (r.preset !== 'mobile') return;
    const verdicts = MOBILE_TARGETS.map((t) => {
      const value = medians[i][t.key];
      const met = t.atLeast ? value >= t.limit : value <= t.limit;
      return `${t.label} ${show(t.key, value)} ${met ? 'met' : 'NOT MET'}`;
    });
    rows.push([`${r.page}, mobile: targets`, verdicts.join('; ')]);
  });
  return rows;
}

/** The targets as one line, for the table's foot. */
export function targetsLine(): string {
  return MOBILE_TARGETS.map(
    (t) => `${t.label} ${t.atLeast ? '≥' : '≤'} ${show(t.key, t.limit)}`,
  ).join(', ');
}
