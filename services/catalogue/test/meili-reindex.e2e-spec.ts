// The Meilisearch adapter's rebuild against a stand-in of Meilisearch's HTTP API (the real
// server runs the contract suite in search-index.e2e-spec.ts): the live index keeps
// answering while the new one is built and swapped in, failed tasks are errors naming the
// documents, a rejected document is left out while the others go in, a failed swap leaves
// the live index as it was; and SearchService rebuilds a shared index under the advisory
// lock, once across replicas, catching up products changed during the build.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, beforeEach, describe, it } from 'node:test';
import { createDataSource } from '@boutique/service-kit';
import { createTestDatabase, dropTestDatabase } from '@boutique/testing';
import type { DataSource } from 'typeorm';
import { MeiliSearchIndex, MeiliTaskError } from '../src/search/meili-search-index.js';
import { MemorySearchIndex } from '../src/search/memory-search-index.js';
import { CatalogueReadModel } from '../src/read-model/catalogue-read-model.js';
import { SearchService } from '../src/search/search.service.js';
import { startFakeMeilisearch, type FakeMeilisearch } from './fixtures/fake-meilisearch.js';
import { searchDoc as doc } from './fixtures/search-doc.js';

/** The first page of ten results. */
const TEN = { offset: 0, limit: 10 };

describe('MeiliSearchIndex rebuild (against a stand-in of the Meilisearch API)', () => {
  let meili: FakeMeilisearch;
  let index: MeiliSearchIndex;
  const name = 'products_reindex';

  before(async () => {
    meili = await startFakeMeilisearch();
  });
  after(() => meili.close());
  beforeEach(() => {
    meili.taskDelayMs = 0;
    meili.indexes.clear();
    index = new MeiliSearchIndex({ url: meili.url, indexName: name });
  });

  it('searches answer the old documents while the new index is built, then the new ones; nothing is left behind', async () => {
    await index.replaceAll([doc('old-1', 'Banaras silk', 'BN-1', 1000)]);
    assert.deepEqual((await index.query('silk', TEN)).ids, ['old-1']);

    meili.taskDelayMs = 30;
    let rebuilt = false;
    const rebuilding = index
      .replaceAll([doc('new-1', 'Tussar silk', 'TS-1', 2000), doc('new-2', 'Organza', 'OR-1', 1)])
      .then(() => (rebuilt = true));
    const seen: string[][] = [];
    while (!rebuilt) {
      seen.push((await index.query('silk', TEN)).ids);
      await new Promise((r) => setTimeout(r, 10));
    }
    await rebuilding;
    assert.ok(seen.length > 3, `searched ${seen.length} times during the rebuild`);
    assert.ok(
      seen.every((ids) => ids.length === 1),
      `never an empty answer: ${JSON.stringify(seen)}`,
    );
    assert.deepEqual((await index.query('silk', TEN)).ids, ['new-1']);
    assert.deepEqual([...meili.indexes.keys()], [name], 'the build index is dropped');
  });

  it('a failed task is an error naming its documents', async () => {
    await index.replaceAll([]);
    await assert.rejects(
      index.upsert([doc('bad id!', 'Broken', 'BR-1', 1)]),
      (error: unknown) =>
        error instanceof MeiliTaskError &&
        error.task.status === 'failed' &&
        error.task.error?.code === 'invalid_document_id' &&
        error.documentIds.includes('bad id!') &&
        /invalid_document_id/.test(error.message),
    );
  });

  it('a rebuild leaves out a document Meilisearch rejects and keeps the others', async () => {
    await index.replaceAll([
      doc('good-1', 'Silk one', 'S-1', 1),
      doc('bad id!', 'Silk broken', 'S-2', 1),
      doc('good-2', 'Silk two', 'S-3', 1),
    ]);
    assert.deepEqual((await index.query('silk', TEN)).ids.sort(), ['good-1', 'good-2']);
  });

  it('a failed swap leaves the live index as it was and drops the build', async () => {
    await index.replaceAll([doc('kept', 'Kept silk', 'K-1', 1)]);
    meili.failNextSwap = true;
    await assert.rejects(index.replaceAll([doc('lost', 'Lost silk', 'L-1', 1)]), /indexSwap|swap/);
    assert.deepEqual((await index.query('silk', TEN)).ids, ['kept']);
    assert.deepEqual([...meili.indexes.keys()], [name]);
  });

  it('drops a build left behind by a replica that died mid-rebuild', async () => {
    await index.replaceAll([]);
    meili.indexes.set(`${name}_build_deadbeef`, new Map());
    await index.replaceAll([doc('a', 'Silk', 'A-1', 1)]);
    assert.deepEqual([...meili.indexes.keys()], [name]);
  });
});

describe('SearchService.rebuild of a shared index (advisory lock, catch-up)', () => {
  let meili: FakeMeilisearch;
  let url: string;
  let dataSource: DataSource;
  const productId = randomUUID();

  before(async () => {
    meili = await startFakeMeilisearch();
    url = await createTestDatabase('catalogue_reindex');
    dataSource = createDataSource({ url, entities: [], migrations: [] });
    await dataSource.initialize();
    // the columns SEARCH_DOC_SELECT reads, and updated_at
    await dataSource.query(`CREATE TABLE product (
      id uuid PRIMARY KEY, title text NOT NULL, second_title text NOT NULL DEFAULT '',
      product_code text NOT NULL DEFAULT '', effective_price int NOT NULL DEFAULT 0,
      updated_at timestamptz NOT NULL DEFAULT now())`);
    await dataSource.query(
      `INSERT INTO product (id, title, product_code, effective_price) VALUES ($1, 'Old silk', 'OS-1', 100)`,
      [productId],
    );
  });
  after(async () => {
    await meili.close();
    await dataSource?.destroy();
    if (url) await dropTestDatabase(url);
  });

  const service = (indexName: string) =>
    new SearchService(
      dataSource,
      new MeiliSearchIndex({ url: meili.url, indexName }),
      new CatalogueReadModel(dataSource),
    );

  it('two replicas starting together build the shared index once', async () => {
    meili.taskDelayMs = 20;
    const results = await Promise.all([
      service('products_lock').rebuild(),
      service('products_lock').rebuild(),
    ]);
    meili.taskDelayMs = 0;
    assert.deepEqual(
      results.sort((a, b) => a - b),
      [-1, 1],
    );
    const swaps = meili.tasks.filter((t) => t.type === 'indexSwap' && t.status === 'succeeded');
    assert.equal(swaps.length, 1);
    // the lock was released: the next rebuild runs
    assert.equal(await service('products_lock').rebuild(), 1);
  });

  it('an in-process index is rebuilt by every replica, without the lock', async () => {
    const mini = new SearchService(
      dataSource,
      new MemorySearchIndex(),
      new CatalogueReadModel(dataSource),
    );
    const locked = (await dataSource.query('SELECT pg_advisory_lock($1)', [0x5ea4c4])) as unknown;
    try {
      assert.ok(locked);
      assert.equal(await mini.rebuild(), 1);
    } finally {
      await dataSource.query('SELECT pg_advisory_unlock_all()');
    }
  });

  it('a product changed while the new index is built is in it once swapped', async () => {
    meili.taskDelayMs = 30;
    const search = service('products_catchup');
    const rebuilding = search.rebuild();
    // an edit (and its event, applied to the live index) during the build
    await new Promise((r) => setTimeout(r, 40));
    await dataSource.query(
      `UPDATE product SET title = 'New organza', updated_at = now() WHERE id = $1`,
      [productId],
    );
    await search.indexProduct(productId);
    await rebuilding;
    meili.taskDelayMs = 0;
    const found = await new MeiliSearchIndex({
      url: meili.url,
      indexName: 'products_catchup',
    }).query('organza', TEN);
    assert.deepEqual(found, { ids: [productId], total: 1 });
  });
});
