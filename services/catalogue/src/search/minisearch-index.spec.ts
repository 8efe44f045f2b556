import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MAX_FUZZY_WORD, MiniSearchIndex } from './minisearch-index.js';
import type { SearchDoc } from './search-ranking.js';

const FABRICS = [
  'Organza',
  'Banarasi',
  'Tussar',
  'Cotton',
  'Georgette',
  'Kanjivaram',
  'Chiffon',
  'Linen',
];
const WORDS = [
  'silk',
  'saree',
  'zari',
  'floral',
  'pastel',
  'handloom',
  'border',
  'festive',
  'printed',
  'woven',
];

function catalogue(size: number): SearchDoc[] {
  return Array.from({ length: size }, (_, i) => ({
    id: `p${i}`,
    title: `${FABRICS[i % FABRICS.length]} ${WORDS[i % WORDS.length]} ${WORDS[(i * 7) % WORDS.length]} saree ${i}`,
    secondTitle: `${WORDS[(i * 3) % WORDS.length]} collection`,
    productCode: `SR${i}`,
    effectivePrice: 50_000 + ((i * 7919) % 900_000),
  }));
}

describe('in-process search index on 10,000 products', () => {
  it('answers a query well under 5 ms', async (t) => {
    const index = new MiniSearchIndex();
    await index.replaceAll(catalogue(10_000));
    const keywords = [
      'organja',
      'SR1234',
      'silk',
      'banarasi zari',
      'pastel',
      'kanji',
      'sr99',
      'floral saree',
    ];
    for (let i = 0; i < 3; i++) for (const keyword of keywords) index.querySync(keyword, 50); // warm up
    // CPU time, not wall time: the figure stays meaningful on a busy CI machine.
    const rounds = 20;
    const started = process.cpuUsage();
    for (let round = 0; round < rounds; round++)
      for (const keyword of keywords) index.querySync(keyword, 50);
    const used = process.cpuUsage(started);
    const perQueryMs = (used.user + used.system) / 1000 / (rounds * keywords.length);
    t.diagnostic(`${perQueryMs.toFixed(2)} ms CPU per query`);
    assert.ok(perQueryMs < 5, `a query took ${perQueryMs.toFixed(2)} ms on average`);
    assert.equal(index.querySync('SR1234', 50)[0], 'p1234');
    assert.ok(index.querySync('organja', 50).length > 0);
  });
});

describe('in-process search index, hostile keywords', () => {
  it('a keyword of 100,000 letters answers (nothing) instead of throwing', async () => {
    const index = new MiniSearchIndex();
    await index.replaceAll(catalogue(50));
    assert.deepEqual(index.querySync('a'.repeat(100_000), 50), []);
    assert.deepEqual(index.querySync(`silk ${'z'.repeat(5_000)}`, 50).length > 0, true);
  });

  it('words up to MAX_FUZZY_WORD letters keep their typo tolerance', async () => {
    const index = new MiniSearchIndex();
    const long = 'kanjivaramsilkhandloomweave'; // 27 letters, one typo below
    assert.ok(long.length <= MAX_FUZZY_WORD);
    await index.replaceAll([
      { id: 'k', title: `${long} saree`, secondTitle: '', productCode: 'K1', effectivePrice: 1 },
    ]);
    assert.deepEqual(index.querySync('kanjivaramsilkhandloomwaeve', 10), ['k']);
  });
});
