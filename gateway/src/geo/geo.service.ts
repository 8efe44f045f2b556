import { Injectable, NotFoundException } from '@nestjs/common';
import { IdentityClient } from '../clients/identity.client.js';
import { States, type State } from '../common/geo.js';
import { LruCache } from '../common/lru-cache.js';

export const STATE_NOT_FOUND = 'State not found';
/** A city search needs this many letters. */
export const CITY_QUERY_MIN = 2;
/** At most this many cities per search. */
export const CITY_LIMIT = 20;
const CITY_CACHE_SIZE = 500;
const CITY_CACHE_TTL_MS = 10 * 60_000;

/**
 * India's states and city search, served by identity and cached here: the states for the
 * life of the process (common/geo.ts), city searches in a small LRU for 10 minutes.
 */
@Injectable()
export class GeoService {
  private readonly cities = new LruCache<string, string[]>(CITY_CACHE_SIZE, CITY_CACHE_TTL_MS);

  constructor(
    private readonly identity: IdentityClient,
    private readonly states: States,
  ) {}

  listStates(): Promise<State[]> {
    return this.states.list();
  }

  /** Cities of `stateCode` starting with `query` (at least 2 letters, at most 20 names). */
  async searchCities(stateCode: string, query: string): Promise<string[]> {
    const state = await this.states.find(stateCode);
    if (!state) throw new NotFoundException(STATE_NOT_FOUND);
    const prefix = query.trim().slice(0, 100);
    if (prefix.length < CITY_QUERY_MIN) return [];
    const key = `${state.code}|${prefix.toLowerCase()}`;
    const cached = this.cities.get(key);
    if (cached) return cached;
    const { cities } = await this.identity.rpc.searchCities({
      stateCode: state.code,
      query: prefix,
      limit: CITY_LIMIT,
    });
    const found = cities.slice(0, CITY_LIMIT);
    this.cities.set(key, found);
    return found;
  }
}
