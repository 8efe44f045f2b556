import type { Provider } from '@nestjs/common';
import { SERVICE_CONFIG } from '@boutique/service-kit';
import type { CatalogueConfig } from '../config/catalogue.config.js';
import { MeiliSearchIndex } from './meili-search-index.js';
import { MemorySearchIndex } from './memory-search-index.js';
import { SEARCH_INDEX, type SearchIndex } from './search-index.js';

/** The search adapter chosen by configuration: Meilisearch when MEILI_URL is set. */
function createSearchIndex(config: CatalogueConfig): SearchIndex {
  return config.MEILI_URL
    ? new MeiliSearchIndex({
        url: config.MEILI_URL,
        apiKey: config.MEILI_API_KEY,
        indexName: config.MEILI_INDEX,
      })
    : new MemorySearchIndex();
}

export const searchIndexProvider: Provider = {
  provide: SEARCH_INDEX,
  inject: [SERVICE_CONFIG],
  useFactory: createSearchIndex,
};
