import { Injectable, NotFoundException } from '@nestjs/common';
import { IdentityClient } from '../clients/identity.client.js';
import { LruCache } from '../common/lru-cache.js';
import type { StateView } from './geo.models.js';

export const STATE_NOT_FOUND = 'State not found';
/** A city search needs this many letters. */
export const CITY_QUERY_MIN = 2;
/** At most this many cities per search. */
export const CITY_LIMIT = 20;
const CITY_CACHE_SIZE = 500;
const CITY_CACHE_TTL_MS = 10 * 60_000;

/**
 * India's states and city search, served by identity and cached here: the states for the
 * life of the process (they do not change), city searches in a small LRU for 10 minutes.
 */
@Injectable()
export class GeoService {
  private states?: Promise<{ list: StateView[]; byKey: Map<string, StateView> }>;
  private readonly cities = new LruCache<string, string[]>(CITY_CACHE_SIZE, CITY_CACHE_TTL_MS);

  constructor(private readonly identity: IdentityClient) {}

  async listStates(): Promise<StateView[]> {
    return (await this.loadStates()).list;
  }

  /** The state of a code (or a name), case-insensitively; undefined when unknown. */
  async findState(codeOrName: string): Promise<StateView | undefined> {
    return (await this.loadStates()).byKey.get(codeOrName.trim().toLowerCase());
  }

  /** Cities of `stateCode` starting with `query` (at least 2 letters, at most 20 names). */
  async searchCities(stateCode: string, query: string): Promise<string[]> {
    const state = await this.findState(stateCode);
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

  private loadStates() {
    this.states ??= this.identity.rpc.listStates({}).then(
      ({ states }) => {
        const list = states.map(({ code, name }) => ({ code, name }));
        const byKey = new Map<string, StateView>();
        for (const state of list) {
          byKey.set(state.code.toLowerCase(), state);
          byKey.set(state.name.toLowerCase(), state);
        }
        return { list, byKey };
      },
      (error: unknown) => {
        this.states = undefined; // asked again next time
        throw error;
      },
    );
    return this.states;
  }
}
