import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { amountInWords } from './amount-in-words.js';

describe('amountInWords', () => {
  it('writes rupees and paise the way an Indian invoice does', () => {
    assert.equal(
      amountInWords(12_345_50),
      'Rupees Twelve Thousand Three Hundred Forty-Five and Fifty Paise Only',
    );
    assert.equal(amountInWords(100), 'Rupees One Only');
    assert.equal(amountInWords(0), 'Rupees Zero Only');
    assert.equal(amountInWords(50), 'Rupees Zero and Fifty Paise Only');
    assert.equal(amountInWords(2_01), 'Rupees Two and One Paisa Only');
    assert.equal(amountInWords(21_00), 'Rupees Twenty-One Only');
    assert.equal(amountInWords(1_000_99), 'Rupees One Thousand and Ninety-Nine Paise Only');
    assert.equal(amountInWords(1_499_00), 'Rupees One Thousand Four Hundred Ninety-Nine Only');
    assert.equal(amountInWords(119_19), 'Rupees One Hundred Nineteen and Nineteen Paise Only');
  });

  it('counts in lakh and crore, not million', () => {
    assert.equal(amountInWords(1_00_000_00), 'Rupees One Lakh Only');
    assert.equal(
      amountInWords(2_50_075_05),
      'Rupees Two Lakh Fifty Thousand Seventy-Five and Five Paise Only',
    );
    assert.equal(
      amountInWords(99_99_999_99),
      'Rupees Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine and Ninety-Nine Paise Only',
    );
    assert.equal(amountInWords(1_00_00_000_00), 'Rupees One Crore Only');
    assert.equal(
      amountInWords(12_34_56_789_01),
      'Rupees Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine and One Paisa Only',
    );
    assert.equal(amountInWords(1_00_01_00_000_00), 'Rupees One Hundred Crore One Lakh Only');
    assert.equal(amountInWords(1_000_00_00_000_00), 'Rupees One Thousand Crore Only');
  });

  it('refuses what is not a whole, non-negative number of paise', () => {
    for (const bad of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53]) {
      assert.throws(() => amountInWords(bad), RangeError);
    }
  });
});
