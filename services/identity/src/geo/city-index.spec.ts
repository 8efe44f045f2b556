import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CityIndex } from './city-index.js';
import { findState } from './india-states.js';

const rows = [
  'IN\t411001\tPune City\tMaharashtra\t16\tPUNE\t521\tHaveli\t\t18.5\t73.8\t4',
  'IN\t411002\tShaniwar Peth\tMaharashtra\t16\tPune\t521\tPune City\t\t18.5\t73.8\t4',
  'IN\t400001\tFort\tMaharashtra\t16\tMumbai\t518\tMumbai\t\t18.9\t72.8\t4',
  'IN\t403001\tPanaji\tGoa\t30\tNORTH GOA\t\tTiswadi\t\t15.4\t73.8\t4',
  'IN\t492001\tRaipur\tChattisgarh\t37\tRaipur\t\tRaipur\t\t21.2\t81.6\t4',
].join('\n');

describe('city index', () => {
  const index = CityIndex.fromGeoNamesText(rows);

  it('finds cities of a state by the start of their name, case-insensitively', () => {
    assert.deepEqual(index.search('MH', 'pu'), ['Pune', 'Pune City']);
    assert.deepEqual(index.search('mh', 'MUM'), ['Mumbai']);
    assert.deepEqual(index.search('GA', 'no'), ['North Goa']);
  });

  it('needs two characters and a known state', () => {
    assert.deepEqual(index.search('MH', 'p'), []);
    assert.deepEqual(index.search('XX', 'pune'), []);
  });

  it('maps the data set’s old spellings to today’s states', () => {
    assert.deepEqual(index.search('CT', 'rai'), ['Raipur']);
    assert.equal(findState('Pondicherry')?.code, 'PY');
    assert.equal(findState('maharashtra')?.code, 'MH');
    assert.equal(findState('KA')?.name, 'Karnataka');
  });
});
