import { describe, expect, it } from 'vitest';
import { deliveryEstimateSchema } from '../types/delivery';
import { codNote } from './delivery-dates';

const base = { pincode: '560038', serviceable: true };

describe('codNote', () => {
  it("is the server's sentence about cash on delivery", () => {
    const estimate = deliveryEstimateSchema.parse({
      ...base,
      cod: {
        available: true,
        fee: 49,
        maxOrderValue: 10000,
        message: 'Cash on delivery available (₹49 fee)',
      },
    });
    expect(codNote(estimate)).toBe('Cash on delivery available (₹49 fee)');
    expect(estimate.cod?.available).toBe(true);
  });

  it('says so when it is not available', () => {
    const estimate = deliveryEstimateSchema.parse({
      ...base,
      cod: { available: false, message: 'Cash on delivery is not available for this pincode' },
    });
    expect(codNote(estimate)).toBe('Cash on delivery is not available for this pincode');
    expect(estimate.cod).toEqual({
      available: false,
      fee: 0,
      maxOrderValue: 0,
      message: 'Cash on delivery is not available for this pincode',
    });
  });

  it('is empty when an older server says nothing about it (absent, null or blank)', () => {
    expect(codNote(deliveryEstimateSchema.parse(base))).toBe('');
    expect(codNote(deliveryEstimateSchema.parse({ ...base, cod: null }))).toBe('');
    expect(codNote(deliveryEstimateSchema.parse({ ...base, cod: { message: '  ' } }))).toBe('');
  });
});
