// Testimonials per page: 1 under 640 px, 2 under 1024 px, else 3.

export const TESTIMONIALS_SMALL_QUERY = '(max-width: 639px)';
export const TESTIMONIALS_MEDIUM_QUERY = '(max-width: 1023px)';

export function testimonialsPerPage(width: number): 1 | 2 | 3 {
  if (width < 640) return 1;
  if (width < 1024) return 2;
  return 3;
}

/** Pages of `perPage` items (at least one page, so an empty list still has a page 0). */
export function testimonialPages<T>(items: readonly T[], perPage: number): T[][] {
  const pages: T[][] = [];
  for (let start = 0; start < items.length; start += perPage) {
    pages.push(items.slice(start, start + perPage));
  }
  return pages.length > 0 ? pages : [[]];
}
