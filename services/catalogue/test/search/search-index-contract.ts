import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { SearchIndex } from '../../src/search/search-index.js';
import type { SearchDoc } from '../../src/search/search-ranking.js';
import { searchDoc as doc } from '../fixtures/search-doc.js';

export interface SearchIndexUnderTest {
  index: SearchIndex;
  dispose(): Promise<void>;
}

export const CONTRACT_DOCS: SearchDoc[] = [
  doc('a-code', 'Georgette drape', 'SILK', 900_000),
  doc('b-code-contains', 'Cotton weave', 'SILK-22', 10_000),
  doc('c-title-starts', 'Silk cotton blend', 'CT-1', 500_000),
  doc('d-title-contains', 'Soft silk saree', 'SS-1', 80_000),
  doc('e-title-contains', 'Banaras silk', 'BN-2', 20_000),
  doc('f-second-title', 'Festive drape', 'FD-1', 1_000, 'silk blend'),
  doc('g-other', 'Chiffon', 'CH-1', 5_000),
  doc('h-organza', 'Organza Pink Saree', 'ORG-10', 500_000),
  doc('i-organza', 'Pure Organza Saree', 'PO-2', 300_000),
];

/**
 * The behaviour every SearchIndex adapter must have. Runs on the in-process adapter always
 * and on Meilisearch where MEILI_URL is set (reported skipped, by name, where it is not).
 */
export function searchIndexContract(
  name: string,
  create: () => Promise<SearchIndexUnderTest>,
  options: { skip?: string } = {},
) {
  // Every test carries the skip reason, so a run without the server lists each one as
  // skipped by name ("MEILI_URL is not set").
  const skip = options.skip ? { skip: options.skip } : {};
  describe(`SearchIndex contract: ${name}`, () => {
    let subject: SearchIndexUnderTest;
    let index: SearchIndex;

    before(async () => {
      if (options.skip) return;
      subject = await create();
      index = subject.index;
      await index.replaceAll(CONTRACT_DOCS);
    });

    after(() => (options.skip ? undefined : subject?.dispose()));

    /** The ids of the first page (of 50 unless told). */
    const ids = async (keyword: string, limit = 50, offset = 0) =>
      (await index.query(keyword, { offset, limit })).ids;

    it(
      'ranks exact code, code contains, title starts with, title contains, then other matches; ties by price',
      skip,
      async () => {
        assert.deepEqual(await index.query('silk', { offset: 0, limit: 50 }), {
          ids: [
            'a-code',
            'b-code-contains',
            'c-title-starts',
            'e-title-contains',
            'd-title-contains',
            'f-second-title',
          ],
          total: 6,
        });
      },
    );

    it('is case-insensitive and finds an exact code first', skip, async () => {
      assert.deepEqual((await ids('org-10'))[0], 'h-organza');
      assert.deepEqual((await ids('SILK-22'))[0], 'b-code-contains');
    });

    it('tolerates typos: "organja" finds the Organza sarees', skip, async () => {
      assert.deepEqual(await index.query('organja', { offset: 0, limit: 50 }), {
        ids: ['i-organza', 'h-organza'],
        total: 2,
      });
    });

    it('answers a page from its offset, with the total of every match', skip, async () => {
      assert.deepEqual(await index.query('silk', { offset: 0, limit: 2 }), {
        ids: ['a-code', 'b-code-contains'],
        total: 6,
      });
      assert.deepEqual(await index.query('silk', { offset: 2, limit: 3 }), {
        ids: ['c-title-starts', 'e-title-contains', 'd-title-contains'],
        total: 6,
      });
      assert.deepEqual(await index.query('silk', { offset: 5, limit: 3 }), {
        ids: ['f-second-title'],
        total: 6,
      });
      assert.deepEqual(await index.query('silk', { offset: 6, limit: 3 }), { ids: [], total: 6 });
      assert.deepEqual(await index.query('silk', { offset: 0, limit: 0 }), { ids: [], total: 6 });
    });

    it('answers nothing, with a total of 0, for a blank or unmatched keyword', skip, async () => {
      assert.deepEqual(await index.query('   ', { offset: 0, limit: 10 }), { ids: [], total: 0 });
      assert.deepEqual(await index.query('zzzzzz', { offset: 0, limit: 10 }), {
        ids: [],
        total: 0,
      });
      assert.deepEqual(await index.query('qwxvbk', { offset: 10, limit: 10 }), {
        ids: [],
        total: 0,
      });
    });

    it('upserts replace a document and remove drops it', skip, async () => {
      await index.upsert([doc('g-other', 'Chiffon silk', 'CH-1', 5_000)]);
      assert.ok((await ids('silk')).includes('g-other'));
      await index.upsert([doc('g-other', 'Chiffon', 'CH-1', 5_000)]);
      assert.ok(!(await ids('silk')).includes('g-other'));
      await index.remove('a-code');
      assert.ok(!(await ids('silk')).includes('a-code'));
      assert.equal((await index.query('silk', { offset: 0, limit: 1 })).total, 5);
      await index.upsert([CONTRACT_DOCS[0]]);
      assert.equal((await ids('silk'))[0], 'a-code');
    });

    it('searches never answer an empty index while replaceAll runs', skip, async () => {
      const more = Array.from({ length: 200 }, (_, n) =>
        doc(`bulk-${n}`, `Bulk weave ${n}`, `BW-${n}`, 1_000 + n),
      );
      let done = false;
      const replacing = index.replaceAll([...CONTRACT_DOCS, ...more]).then(() => (done = true));
      const answers: number[] = [];
      do {
        answers.push((await ids('silk')).length);
      } while (!done);
      await replacing;
      assert.ok(
        answers.every((n) => n === 6),
        `answers during the rebuild: ${answers.join(',')}`,
      );
      await index.replaceAll(CONTRACT_DOCS);
    });

    it('replaceAll replaces every document', skip, async () => {
      await index.replaceAll([doc('only', 'Tussar silk', 'TS-1', 1)]);
      assert.deepEqual(await index.query('silk', { offset: 0, limit: 50 }), {
        ids: ['only'],
        total: 1,
      });
      await index.replaceAll(CONTRACT_DOCS);
      assert.equal((await ids('silk')).length, 6);
    });
  });
}
