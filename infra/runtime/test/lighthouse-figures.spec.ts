import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  figureRows,
  figuresOf,
  median,
  medianFigures,
  targetsLine,
  type LighthouseFigures,
  type LighthouseResultLike,
} from '../src/cli/lighthouse-figures.js';

/** A Lighthouse result with the audits the bench reads, shaped as Lighthouse 12 writes them. */
function report(
  score: number,
  lcp: number,
  label = 'Banaras silk saree',
  extra: Partial<LighthouseResultLike> = {},
): LighthouseResultLike {
  return {
    categories: { performance: { score } },
    audits: {
      'largest-contentful-paint': { numericValue: lcp },
      'cumulative-layout-shift': { numericValue: 0.02 },
      'total-blocking-time': { numericValue: 120 },
      'first-contentful-paint': { numericValue: 1_500 },
      'speed-index': { numericValue: 2_500 },
      'total-byte-weight': { numericValue: 400 * 1024 },
      'resource-summary': {
        details: {
          type: 'table',
          items: [
            { resourceType: 'total', transferSize: 400 * 1024 },
            { resourceType: 'script', transferSize: 150 * 1024 },
          ],
        },
      },
      'largest-contentful-paint-element': {
        details: {
          type: 'list',
          items: [
            {
              type: 'table',
              items: [{ node: { nodeLabel: label, selector: 'div.card > img', snippet: '<img>' } }],
            },
            { type: 'table', items: [{ phase: 'TTFB' }] },
          ],
        },
      },
    },
    ...extra,
  };
}

function figures(over: Partial<LighthouseFigures>): LighthouseFigures {
  return {
    performance: 95,
    lcp: 1_800,
    cls: 0.01,
    tbt: 100,
    fcp: 1_200,
    speedIndex: 2_000,
    transferBytes: 300 * 1024,
    scriptBytes: 120 * 1024,
    lcpElement: 'img',
    ...over,
  };
}

describe('median', () => {
  it('takes the middle of an odd count and the mean of the middle two of an even one', () => {
    assert.equal(median([5, 1, 3]), 3);
    assert.equal(median([4, 1, 3, 2]), 2.5);
    assert.equal(median([7]), 7);
  });
  it('is NaN when nothing was measured, and leaves out what was not', () => {
    assert.ok(Number.isNaN(median([])));
    assert.equal(median([NaN, 2, 4]), 3);
  });
});

describe('figuresOf', () => {
  it('reads the score, the timings, the bytes and the LCP element of a report', () => {
    assert.deepEqual(figuresOf(report(0.68, 4_900)), {
      performance: 68,
      lcp: 4_900,
      cls: 0.02,
      tbt: 120,
      fcp: 1_500,
      speedIndex: 2_500,
      transferBytes: 400 * 1024,
      scriptBytes: 150 * 1024,
      lcpElement: 'Banaras silk saree (div.card > img)',
    });
  });
  it('fails with Lighthouse’s own message for a failed run', () => {
    const failed = report(0, 0, 'x', {
      runtimeError: { code: 'NO_FCP', message: 'The page did not paint any content.' },
    });
    assert.throws(() => figuresOf(failed), /NO_FCP: The page did not paint any content/);
  });
  it('says n/a (NaN) for an audit the report lacks, rather than a made-up zero', () => {
    const lhr = report(0.9, 1_000);
    delete lhr.audits['speed-index'];
    delete lhr.audits['resource-summary'];
    delete lhr.audits['largest-contentful-paint-element'];
    const f = figuresOf(lhr);
    assert.ok(Number.isNaN(f.speedIndex));
    assert.ok(Number.isNaN(f.scriptBytes));
    assert.equal(f.lcpElement, 'none');
  });
});

describe('medianFigures', () => {
  it('takes each figure’s own median and the LCP element of the run nearest the median LCP', () => {
    const m = medianFigures([
      figures({ performance: 60, lcp: 5_200, tbt: 300, lcpElement: 'slow' }),
      figures({ performance: 70, lcp: 4_700, tbt: 100, lcpElement: 'middle' }),
      figures({ performance: 90, lcp: 2_100, tbt: 200, lcpElement: 'fast' }),
    ]);
    assert.equal(m.performance, 70);
    assert.equal(m.lcp, 4_700);
    assert.equal(m.tbt, 200);
    assert.equal(m.lcpElement, 'middle');
  });
  it('refuses no runs', () => {
    assert.throws(() => medianFigures([]), /no Lighthouse run/);
  });
});

describe('figureRows', () => {
  it('prints one aligned row per page and preset and marks the mobile targets met or not', () => {
    const rows = figureRows([
      {
        page: 'home',
        preset: 'mobile',
        runs: [
          figures({ performance: 68, lcp: 4_900 }),
          figures({ performance: 60, lcp: 5_300, lcpElement: 'banner' }),
          figures({ performance: 75, lcp: 4_500 }),
        ],
      },
      { page: 'home', preset: 'desktop', runs: [figures({}), figures({}), figures({})] },
      {
        page: 'product',
        preset: 'mobile',
        runs: [figures({ cls: 0.05, tbt: 150 }), figures({ cls: 0.05, tbt: 150 }), figures({})],
      },
    ]);
    const [heading, ...rest] = rows;
    assert.equal(heading[0], 'page, preset (median of 3 runs)');
    assert.match(heading[1], /Perf\s+LCP\s+CLS\s+TBT\s+FCP\s+SI\s+transfer\s+JS/);
    const table = rest.filter(([metric]) => /^\w+, (mobile|desktop)$/.test(metric));
    assert.deepEqual(
      table.map(([metric]) => metric),
      ['home, mobile', 'home, desktop', 'product, mobile'],
    );
    assert.equal(new Set([heading, ...table].map(([, v]) => v.length)).size, 1, 'aligned');
    assert.match(
      table[0][1],
      /68\s+4\.90 s\s+0\.010\s+100 ms\s+1\.20 s\s+2\.00 s\s+300 KB\s+120 KB/,
    );

    const targets = Object.fromEntries(rows.filter(([m]) => m.endsWith(': targets')));
    assert.deepEqual(Object.keys(targets), ['home, mobile: targets', 'product, mobile: targets']);
    assert.equal(
      targets['home, mobile: targets'],
      'Performance 68 NOT MET; LCP 4.90 s NOT MET; CLS 0.010 met; TBT 100 ms met',
    );
    // the limits themselves are met
    assert.equal(
      targets['product, mobile: targets'],
      'Performance 95 met; LCP 1.80 s met; CLS 0.050 met; TBT 150 ms met',
    );
    const byMetric = Object.fromEntries(rows);
    assert.equal(byMetric['home, desktop: LCP element'], 'img');
    assert.equal(
      byMetric['home, mobile: min-max'],
      'Perf 60-75; LCP 4.50 s-5.30 s; TBT 100 ms-100 ms',
    );
  });
  it('states the targets of issue 16', () => {
    assert.equal(targetsLine(), 'Performance ≥ 90, LCP ≤ 2.00 s, CLS ≤ 0.050, TBT ≤ 150 ms');
  });
});
