import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isUuid, toIso } from './values.js';

describe('catalogue values', () => {
  it('recognises uuids', () => {
    assert.ok(isUuid('7d0c2f4e-4f0a-4c4e-9b8a-2f4b1c3d5e6f'));
    assert.ok(!isUuid('organza-sarees'));
    assert.ok(!isUuid(undefined));
  });

  it('writes timestamps as ISO 8601 in UTC', () => {
    assert.equal(toIso(new Date(Date.UTC(2024, 0, 2, 3, 4, 5))), '2024-01-02T03:04:05.000Z');
    assert.equal(toIso('2024-01-02 08:34:05+05:30'), '2024-01-02T03:04:05.000Z');
  });
});
