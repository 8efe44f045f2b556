import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { rupees, shortOrderId } from './money.js';

describe('money in e-mails', () => {
  it('formats paise as rupees with Indian digit grouping and two decimals', () => {
    assert.equal(rupees(0), '₹0.00');
    assert.equal(rupees(99_900), '₹999.00');
    assert.equal(rupees(249_950), '₹2,499.50');
    assert.equal(rupees(12_345_678), '₹1,23,456.78');
    assert.equal(rupees(1_234_567_800), '₹1,23,45,678.00');
  });

  it('shows the first 8 characters of an order id', () => {
    assert.equal(shortOrderId('5b0f6a3e-2c55-4bd5-9d57-1c7d3e9a0b11'), '5b0f6a3e');
  });
});
