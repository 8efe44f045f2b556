// Per-query CPU of the in-process search index on the bench's catalogue (the seed's
// demoProduct(0..N-1)): a common word, a product code, a typo, and a fresh random word per
// query that matches nothing (the bench's cold case). A measurement, not a test.
//   npm run build -w @boutique/catalogue && npm run build -w @boutique/runtime
//   node services/catalogue/scripts/search-cpu.mjs [products=10000] [queries=2000]
import { MemorySearchIndex } from '../dist/src/search/memory-search-index.js';
import { demoProduct } from '../../../infra/runtime/dist/src/seed/demo-catalogue.js';

const size = Number(process.argv[2] ?? 10_000);
const queries = Number(process.argv[3] ?? 2_000);

const docs = Array.from({ length: size }, (_, i) => {
  const p = demoProduct(i);
  return {
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    title: p.title,
    secondTitle: p.secondTitle,
    productCode: p.productCode,
    effectivePrice: (p.salePrice > 0 ? p.salePrice : p.price) * 100,
  };
});

const heapBefore = process.memoryUsage().heapUsed;
const index = new MemorySearchIndex();
let started = process.cpuUsage();
await index.replaceAll(docs);
let used = process.cpuUsage(started);
const first = await index.query('organza', { offset: 0, limit: 24 }); // builds any lazy view
globalThis.gc?.();
console.log(
  `${size} products: replaceAll ${((used.user + used.system) / 1000).toFixed(0)} ms CPU, ` +
    `heap +${((process.memoryUsage().heapUsed - heapBefore) / 1e6).toFixed(1)} MB` +
    (globalThis.gc ? '' : ' (run with --expose-gc for a settled figure)') +
    `; "organza" total ${first.total}`,
);

const letters = 'abcdefghijklmnopqrstuvwxyz';
let seed = 42;
function randomWord() {
  let word = '';
  const length = 6 + (seed % 5);
  for (let i = 0; i < length; i++) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    word += letters[(seed >>> 16) % 26];
  }
  return word;
}

// The bench's own cold-search words (typo, code and random in turn), when it is built.
const bench = await import('../../../infra/runtime/dist/src/cli/bench-catalogue.js').catch(
  () => undefined,
);
const coldWords = bench?.coldWords?.(['organza', 'organja']);

const cases = [
  ['common word "organza"', () => 'organza'],
  ['code "OR1234"', () => 'OR1234'],
  ['code prefix "or12"', () => 'or12'],
  ['typo "organja"', () => 'organja'],
  ['two words "silk saree"', () => 'silk saree'],
  ['random word (new each query, no match)', randomWord],
  ['random 3 letters (new each query)', () => randomWord().slice(0, 3)],
  ...(coldWords ? [["the bench's cold words (typo, code, random)", () => coldWords.next()]] : []),
];

for (const [name, keyword] of cases) {
  for (let i = 0; i < 200; i++) await index.query(keyword(), { offset: 0, limit: 24 }); // warm up
  let total = 0;
  started = process.cpuUsage();
  for (let i = 0; i < queries; i++)
    total = (await index.query(keyword(), { offset: 0, limit: 24 })).total;
  used = process.cpuUsage(started);
  const perQuery = (used.user + used.system) / 1000 / queries;
  console.log(`${name.padEnd(42)} ${perQuery.toFixed(3)} ms CPU/query  (total ${total})`);
}
