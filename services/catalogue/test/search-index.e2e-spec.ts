import { randomBytes } from 'node:crypto';
import { MeiliSearchIndex } from '../src/search/meili-search-index.js';
import { MiniSearchIndex } from '../src/search/minisearch-index.js';
import { searchIndexContract } from './search/search-index-contract.js';

searchIndexContract('in-process MiniSearch', () =>
  Promise.resolve({ index: new MiniSearchIndex(), dispose: () => Promise.resolve() }),
);

const meiliUrl = process.env.MEILI_URL;
searchIndexContract(
  'Meilisearch',
  () => {
    const index = new MeiliSearchIndex({
      url: meiliUrl ?? '',
      apiKey: process.env.MEILI_API_KEY,
      indexName: `products_contract_${randomBytes(4).toString('hex')}`,
    });
    return Promise.resolve({ index, dispose: () => index.drop() });
  },
  meiliUrl ? {} : { skip: 'MEILI_URL is not set' },
);
