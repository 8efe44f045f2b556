import { describe, expect, it } from 'vitest';
import { testimonialPages, testimonialsPerPage } from './testimonial-layout';

describe('testimonial layout', () => {
  it('shows 1 under 640 px, 2 under 1024 px, else 3', () => {
    expect(testimonialsPerPage(375)).toBe(1);
    expect(testimonialsPerPage(639)).toBe(1);
    expect(testimonialsPerPage(640)).toBe(2);
    expect(testimonialsPerPage(1023)).toBe(2);
    expect(testimonialsPerPage(1024)).toBe(3);
    expect(testimonialsPerPage(1600)).toBe(3);
  });

  it('splits the list into pages, keeping one empty page for none', () => {
    expect(testimonialPages([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(testimonialPages([1, 2, 3], 3)).toEqual([[1, 2, 3]]);
    expect(testimonialPages([], 3)).toEqual([[]]);
  });
});
