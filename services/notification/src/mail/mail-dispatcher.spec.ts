import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { retryDelayMs } from './mail-dispatcher.js';

describe('mail retry backoff', () => {
  it('doubles from two seconds and caps at ten minutes', () => {
    assert.equal(retryDelayMs(1), 2000);
    assert.equal(retryDelayMs(2), 4000);
    assert.equal(retryDelayMs(3), 8000);
    assert.equal(retryDelayMs(20), 600_000);
  });
});
