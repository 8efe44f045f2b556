// The category chosen from the main menu, kept for the tab in session storage so the collections filter starts from it.
const CATEGORY_FILTER_KEY = 'filters';

export type CategoryFilter = { category: string };

export function storeCategoryFilter(slug: string | undefined): void {
  try {
    if (slug) {
      window.sessionStorage.setItem(CATEGORY_FILTER_KEY, JSON.stringify({ category: slug }));
    } else {
      window.sessionStorage.removeItem(CATEGORY_FILTER_KEY);
    }
  } catch {
    // storage unavailable: the filter simply is not remembered
  }
}

export function readCategoryFilter(): CategoryFilter | null {
  try {
    const raw = window.sessionStorage.getItem(CATEGORY_FILTER_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (
      parsed &&
      typeof parsed === 'object' &&
      'category' in parsed &&
      typeof parsed.category === 'string'
    ) {
      return { category: parsed.category };
    }
    return null;
  } catch {
    return null;
  }
}
