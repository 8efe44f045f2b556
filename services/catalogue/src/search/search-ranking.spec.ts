import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { searchDoc as doc } from '../../test/fixtures/search-doc.js';
import { rankCandidates, searchLimit, tierOf, TIER } from './search-ranking.js';

describe('search ranking', () => {
  it('puts each candidate in its tier (case-insensitive)', () => {
    assert.equal(tierOf('sr10', doc('a', 'Silk', 'SR10', 1)), TIER.exactCode);
    assert.equal(tierOf('sr1', doc('a', 'Silk', 'SR10', 1)), TIER.codeContains);
    assert.equal(tierOf('organza', doc('a', 'Organza pink', '', 1)), TIER.titleStartsWith);
    assert.equal(tierOf('pink', doc('a', 'Organza pink', '', 1)), TIER.titleContains);
    assert.equal(tierOf('organja', doc('a', 'Organza pink', '', 1)), TIER.typoTolerant);
  });

  it('orders by tier, then the listing default (price low to high)', () => {
    const ranked = rankCandidates(
      'silk',
      [
        doc('typo', 'Slik weave', 'X1', 10),
        doc('contains-cheap', 'Pure silk', 'X2', 50),
        doc('contains-dear', 'Banaras silk', 'X3', 5),
        doc('starts', 'Silk cotton', 'X4', 900),
        doc('code', 'Georgette', 'SILK', 1000),
        doc('code-contains', 'Georgette', 'SILK-2', 1),
      ],
      { offset: 0, limit: 10 },
    );
    assert.deepEqual(ranked, {
      ids: ['code', 'code-contains', 'starts', 'contains-dear', 'contains-cheap', 'typo'],
      total: 6,
    });
  });

  it('drops duplicates and answers the page asked for, with the total', () => {
    const a = doc('a', 'Silk', '', 1);
    const candidates = [a, a, doc('b', 'Silk', '', 2), doc('c', 'Pure silk', '', 0)];
    assert.deepEqual(rankCandidates('silk', candidates, { offset: 0, limit: 1 }), {
      ids: ['a'],
      total: 3,
    });
    assert.deepEqual(rankCandidates('silk', candidates, { offset: 1, limit: 5 }), {
      ids: ['b', 'c'],
      total: 3,
    });
    assert.deepEqual(rankCandidates('silk', candidates, { offset: 3, limit: 5 }), {
      ids: [],
      total: 3,
    });
    assert.deepEqual(rankCandidates('silk', candidates, { offset: -1, limit: 1.5 }), {
      ids: ['a'],
      total: 3,
    });
    assert.equal(searchLimit(0), 50);
    assert.equal(searchLimit(500), 50);
    assert.equal(searchLimit(5), 5);
  });
});
