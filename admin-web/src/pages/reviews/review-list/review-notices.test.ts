import { describe, expect, it } from 'vitest';
import { ratingLabel } from './review-notices';

describe('ratingLabel', () => {
  it('rounds the average to one decimal', () => {
    expect(ratingLabel(4.333)).toBe('4.3 out of 5');
    expect(ratingLabel(5)).toBe('5 out of 5');
    expect(ratingLabel(0)).toBe('0 out of 5');
  });
});
