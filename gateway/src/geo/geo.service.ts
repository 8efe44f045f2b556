import { Injectable, NotFoundException } from '@nestjs/common';
import type { EstimateDeliveryResponse } from '@boutique/contracts/identity/v1/identity_service';
import { IdentityClient } from '../clients/identity.client.js';
import { OrderClient } from '../clients/order.client.js';
import { States, type State } from '../common/geo.js';
import { LruCache } from '../common/lru-cache.js';
import { toRupees } from '../common/money.js';
import type { CodAvailabilityView } from './geo.shapes.js';

export const STATE_NOT_FOUND = 'State not found';
/** identity's messages for the delivery promise (docs/delivery-promise.md). */
export const PINCODE_NOT_FOUND = 'We could not find this pincode. Please check it.';
const DELIVERY_CACHE_SIZE = 2000;
// An estimate changes with the shop's clock (the dispatch cut-off), so it is kept briefly.
const DELIVERY_CACHE_TTL_MS = 60_000;
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
  private readonly estimates = new LruCache<string, EstimateDeliveryResponse>(
    DELIVERY_CACHE_SIZE,
    DELIVERY_CACHE_TTL_MS,
  );

  constructor(
    private readonly identity: IdentityClient,
    private readonly states: States,
    private readonly orders: OrderClient,
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

  /**
   * The delivery promise to `pincode` (identity's, cached a minute): 400 for what is not a
   * pincode, 404 for one the postal data does not list.
   */
  async estimateDelivery(pincode: string) {
    const wanted = pincode.trim();
    let answer = this.estimates.get(wanted);
    if (!answer) {
      answer = await this.identity.rpc.estimateDelivery({ pincode: wanted });
      this.estimates.set(wanted, answer);
    }
    if (!answer.found) throw new NotFoundException(PINCODE_NOT_FOUND);
    const cod = answer.serviceable ? await this.codAvailability(wanted) : undefined;
    return {
      pincode: answer.pincode,
      serviceable: answer.serviceable,
      district: answer.district,
      stateCode: answer.stateCode,
      stateName: answer.stateName,
      zone: answer.zone,
      zoneLabel: answer.zoneLabel,
      dispatchDate: answer.dispatchDate,
      earliestDate: answer.earliestDate,
      latestDate: answer.latestDate,
      cod: cod ?? null,
    };
  }

  /**
   * Whether the owner offers cash on delivery to the pincode (docs/cash-on-delivery.md),
   * asked each time (the owner's change shows at once; it is one indexed row). When the
   * order service cannot answer, the estimate goes without it rather than failing.
   */
  private async codAvailability(pincode: string): Promise<CodAvailabilityView | undefined> {
    try {
      const cod = await this.orders.rpc.getCodAvailability({ pincode });
      return {
        available: cod.available,
        fee: toRupees(cod.fee),
        maxOrderValue: toRupees(cod.maxOrderValue),
        message: cod.message,
      };
    } catch {
      return undefined;
    }
  }
}
