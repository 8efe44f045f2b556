import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import MiniSearch from 'minisearch';
import { MAX_FUZZY_WORD, MemorySearchIndex, boundedDistance } from './memory-search-index.js';
import {
  normalizeText,
  rankCandidates,
  tierOf,
  TIER,
  type SearchDoc,
  type SearchPage,
  type SearchResult,
} from './search-ranking.js';

const FABRICS = [
  'Organza',
  'Banarasi',
  'Tussar',
  'Cotton',
  'Georgette',
  'Kanjivaram',
  'Chiffon',
  'Linen',
  'Hand-painted Organza',
  'Crêpe',
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
  'embroidered',
];

function catalogue(size: number): SearchDoc[] {
  return Array.from({ length: size }, (_, i) => ({
    id: `p${i}`,
    title: `${FABRICS[i % FABRICS.length]} ${WORDS[i % WORDS.length]} ${WORDS[(i * 7) % WORDS.length]} saree ${i}`,
    secondTitle: `${WORDS[(i * 3) % WORDS.length]} collection`,
    productCode: i % 97 === 0 ? '' : i % 5 === 0 ? `SR-${i}` : `SR${i}`,
    effectivePrice: 50_000 + ((i * 7919) % 900_000),
  }));
}

/**
 * What the index answered when it was built on the MiniSearch library: every document in
 * tiers 1-4 (tierOf), and the documents MiniSearch matched with these options (every word;
 * failing that, any word), ranked by rankCandidates. The typo tolerance is defined by it.
 */
function oracle(docs: SearchDoc[]) {
  const mini = new MiniSearch<SearchDoc>({
    idField: 'id',
    fields: ['title', 'secondTitle', 'productCode'],
    storeFields: [],
    processTerm: (term) => normalizeText(term) || null,
    searchOptions: {
      prefix: (term) => term.length >= 2 && term.length < 4,
      fuzzy: (term) =>
        term.length > MAX_FUZZY_WORD ? false : term.length >= 9 ? 2 : term.length >= 4 ? 1 : false,
      maxFuzzy: 2,
      combineWith: 'AND',
    },
  });
  mini.addAll(docs);
  const byId = new Map(docs.map((doc) => [doc.id, doc]));
  return (keyword: string, page: SearchPage): SearchResult => {
    const key = normalizeText(keyword);
    if (!key) return { ids: [], total: 0 };
    const found = new Set(docs.filter((doc) => tierOf(key, doc) < TIER.typoTolerant));
    let hits = mini.search(key);
    if (hits.length === 0)
      hits = key.split(/[\n\r\p{Z}\p{P}]+/u).flatMap((word) => (word ? mini.search(word) : []));
    for (const hit of hits) found.add(byId.get(hit.id as string)!);
    return rankCandidates(key, found, page);
  };
}

const KEYWORDS = [
  'organza',
  'Organza',
  'organja', // one typo
  'orgnza', // a letter missing
  'embroiderd', // 10 letters: two typos allowed
  'embrodiered',
  'sr1234',
  'SR-1235',
  'sr12',
  'sr-',
  'sr',
  'or',
  'o',
  '7',
  'saree',
  'silk saree',
  'pastel silk',
  'silk zzzqqq', // no product has both words: any of them
  'silk silk saree',
  'organza woven printed', // three words: the middle one whole
  'nza woven printed sa', // the first ending a title word, the last beginning one
  'saree silk handloom',
  'hand-painted',
  'painted organza',
  'crepe',
  'crêpe',
  'collection',
  'colection',
  'qwxvbkjz', // nothing
  'zzzzzz',
  'a b',
  '   ',
];

describe('in-process search index answers what the MiniSearch-based index did', () => {
  const docs = catalogue(1_500);
  const expected = oracle(docs);

  it('the same page and total for each keyword, page and offset', async () => {
    const index = new MemorySearchIndex();
    await index.replaceAll(docs);
    for (const keyword of KEYWORDS) {
      for (const page of [
        { offset: 0, limit: 24 },
        { offset: 24, limit: 24 },
        { offset: 7, limit: 5 },
        { offset: 0, limit: 100_000 },
      ]) {
        assert.deepEqual(
          index.querySync(keyword, page),
          expected(keyword, page),
          `"${keyword}" ${JSON.stringify(page)}`,
        );
      }
    }
  });

  it('and after products are edited, removed and added, one by one and in bulk', async () => {
    const index = new MemorySearchIndex();
    await index.replaceAll(docs);
    const page = { offset: 3, limit: 30 };
    const keywords = [...KEYWORDS, 'edited', 'edited organza', 'saree 1520', 'pastel'];
    const check = (live: SearchDoc[]) => {
      const now = oracle(live);
      for (const keyword of keywords)
        assert.deepEqual(index.querySync(keyword, page), now(keyword, page), `"${keyword}"`);
    };
    check(docs); // the listing order is now built: edits below move documents in it
    const edited = docs.map((doc, i) =>
      i % 10 === 0 ? { ...doc, title: `Edited ${doc.title}`, effectivePrice: 1 + i } : doc,
    );
    for (const [i, doc] of edited.entries()) if (i % 10 === 0) await index.upsert([doc]);
    for (const [i, doc] of edited.entries()) if (i % 13 === 0) await index.remove(doc.id);
    const live = edited.filter((_, i) => i % 13 !== 0);
    const added = catalogue(1_600).slice(1_500);
    for (const doc of added.slice(0, 20)) await index.upsert([doc]);
    check([...live, ...added.slice(0, 20)]);
    await index.upsert(added.slice(20)); // in bulk: sorted again at the next query
    await index.upsert(live.slice(0, 100).map((doc) => ({ ...doc, effectivePrice: 7 })));
    check([
      ...live.slice(0, 100).map((doc) => ({ ...doc, effectivePrice: 7 })),
      ...live.slice(100),
      ...added,
    ]);
  });
});

describe('in-process search index on 10,000 products', () => {
  it('finds a code, a word and a typo, with their totals; a miss is empty', async () => {
    const index = new MemorySearchIndex();
    await index.replaceAll(catalogue(10_000));
    const first = { offset: 0, limit: 24 };
    assert.equal(index.querySync('SR1234', first).ids[0], 'p1234');
    const organza = index.querySync('organza', first);
    assert.equal(organza.total, 2_000); // Organza and Hand-painted Organza: 2 of 10 fabrics
    assert.equal(organza.ids.length, 24);
    assert.equal(index.querySync('organja', first).total, 2_000);
    assert.equal(index.querySync('saree', first).total, 10_000);
    assert.deepEqual(index.querySync('qwxvbkjz', first), { ids: [], total: 0 });
    const pages = [0, 24, 48].flatMap(
      (offset) => index.querySync('organza', { offset, limit: 24 }).ids,
    );
    assert.deepEqual(pages, index.querySync('organza', { offset: 0, limit: 72 }).ids);
    assert.equal(new Set(pages).size, 72);
  });
});

describe('in-process search index, hostile keywords', () => {
  it('a keyword of 100,000 letters answers (nothing) instead of throwing', async () => {
    const index = new MemorySearchIndex();
    await index.replaceAll(catalogue(50));
    const page = { offset: 0, limit: 50 };
    assert.deepEqual(index.querySync('a'.repeat(100_000), page), { ids: [], total: 0 });
    assert.ok(index.querySync(`silk ${'z'.repeat(5_000)}`, page).total > 0);
  });

  it('words up to MAX_FUZZY_WORD letters keep their typo tolerance', async () => {
    const index = new MemorySearchIndex();
    const long = 'kanjivaramsilkhandloomweave'; // 27 letters, one typo below
    assert.ok(long.length <= MAX_FUZZY_WORD);
    await index.replaceAll([
      { id: 'k', title: `${long} saree`, secondTitle: '', productCode: 'K1', effectivePrice: 1 },
    ]);
    assert.deepEqual(index.querySync('kanjivaramsilkhandloomwaeve', { offset: 0, limit: 10 }), {
      ids: ['k'],
      total: 1,
    });
  });

  it('edit distances are cut short past the bound', () => {
    assert.equal(boundedDistance('organza', 'organja', 2), 1);
    assert.equal(boundedDistance('weave', 'waeve', 2), 2);
    assert.equal(boundedDistance('organza', 'banarasi', 2), 3);
  });
});
