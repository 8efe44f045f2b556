import { randomBytes } from 'node:crypto';
import { after } from 'node:test';
import { adapterTarget, externalServer } from '@boutique/testing';
import { MeiliSearchIndex } from '../src/search/meili-search-index.js';
import { MemorySearchIndex } from '../src/search/memory-search-index.js';
import { searchIndexContract } from './search/search-index-contract.js';

searchIndexContract('in-process MiniSearch', () =>
  Promise.resolve({ index: new MemorySearchIndex(), dispose: () => Promise.resolve() }),
);

// A Meilisearch container with TESTCONTAINERS=1 on a Docker host, else MEILI_URL, else skipped.
const meili = await adapterTarget(
  'meilisearch',
  () => externalServer(process.env.MEILI_URL, 'MEILI_URL', { apiKey: process.env.MEILI_API_KEY }),
  'MEILI_URL',
);
after(() => meili.server?.stop());
searchIndexContract(
  'Meilisearch',
  () => {
    const index = new MeiliSearchIndex({
      url: meili.server?.url ?? '',
      apiKey: meili.server?.apiKey,
      indexName: `products_contract_${randomBytes(4).toString('hex')}`,
    });
    return Promise.resolve({ index, dispose: () => index.drop() });
  },
  meili.skip ? { skip: meili.skip } : {},
);
