import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Outbox } from '@boutique/service-kit';
import { waitFor } from '@boutique/testing';
import { SearchService } from '../src/search/search.service.js';
import {
  ADMIN,
  createProduct,
  productInput,
  startCatalogue,
  type CatalogueFixture,
} from './fixtures/catalogue-fixture.js';

describe('product search over gRPC on a real database', () => {
  let fixture: CatalogueFixture;
  let catalogue: CatalogueFixture['catalogue'];
  let organza: string;
  const titles = async (keyword: string) =>
    (await catalogue.searchProducts({ keyword, limit: 0, offset: 0, json: false })).products.map(
      (p) => p.title,
    );

  before(async () => {
    fixture = await startCatalogue();
    catalogue = fixture.catalogue;
    organza = fixture.categories['organza-sarees'];
    await createProduct(catalogue, organza, {
      title: 'Organza Pink Saree',
      productCode: 'ORG-10',
      price: 500_000,
    });
    await createProduct(catalogue, organza, {
      title: 'Pure Organza Saree',
      productCode: 'PO-2',
      price: 400_000,
      salePrice: 300_000,
    });
    await createProduct(catalogue, organza, {
      title: 'Kora organza dupatta set',
      productCode: 'KD-1',
      price: 200_000,
    });
    await createProduct(catalogue, fixture.categories['banaras-sarees'], {
      title: 'Banarasi silk',
      productCode: 'ORG',
      price: 900_000,
    });
  });

  after(() => fixture?.close());

  it('"organja" finds the Organza sarees, cheapest first within the tier', async () => {
    assert.deepEqual(await titles('organja'), [
      'Kora organza dupatta set',
      'Pure Organza Saree',
      'Organza Pink Saree',
    ]);
  });

  it('ranks exact code, code contains, title starts with, title contains', async () => {
    assert.deepEqual(await titles('org'), [
      'Banarasi silk', // code ORG exactly
      'Organza Pink Saree', // code ORG-10 contains
      'Kora organza dupatta set', // title contains (cheaper)
      'Pure Organza Saree', // title contains
    ]);
    const { products } = await catalogue.searchProducts({
      keyword: 'ORG',
      limit: 1,
      offset: 0,
      json: false,
    });
    assert.equal(products.length, 1);
    assert.equal(products[0].categorySlug, 'banaras-sarees');
    assert.deepEqual(await titles('   '), []);
  });

  it('follows edits and deletes made through the service at once', async () => {
    const product = await createProduct(catalogue, organza, {
      title: 'Mulmul cotton',
      productCode: 'MM-1',
    });
    assert.deepEqual(await titles('mulmul'), ['Mulmul cotton']);
    await catalogue.updateProduct({
      actor: ADMIN,
      id: product.id,
      product: productInput(organza, { title: 'Chanderi weave', productCode: 'MM-1' }),
    });
    assert.deepEqual(await titles('mulmul'), []);
    assert.deepEqual(await titles('chanderi'), ['Chanderi weave']);
    await catalogue.deleteProduct({ actor: ADMIN, id: product.id });
    assert.deepEqual(await titles('chanderi'), []);
  });

  it('follows product-upserted and product-deleted events (the handlers named after them)', async () => {
    const product = await createProduct(catalogue, organza, {
      title: 'Ikat handloom',
      productCode: 'IK-1',
    });
    const { dataSource } = fixture.service;
    const outbox = new Outbox('catalogue');
    // Another instance renamed it: only the event tells this one.
    await dataSource.transaction(async (manager) => {
      await manager.query(`UPDATE product SET title = 'Patola weave' WHERE id = $1`, [product.id]);
      await outbox.add(manager, 'product-upserted', product.id, {
        productId: product.id,
        categoryId: organza,
        title: 'Patola weave',
        productCode: 'IK-1',
        price: product.price,
        salePrice: 0,
        totalStock: product.totalStock,
        updatedAt: new Date().toISOString(),
      });
    });
    await waitFor(async () => (await titles('patola')).length === 1, {
      what: 'the renamed product in search',
    });
    assert.deepEqual(await titles('ikat'), []);

    await dataSource.transaction(async (manager) => {
      await manager.query(`DELETE FROM product WHERE id = $1`, [product.id]);
      await outbox.add(manager, 'product-deleted', product.id, {
        productId: product.id,
        categoryId: organza,
      });
    });
    await waitFor(async () => (await titles('patola')).length === 0, {
      what: 'the deleted product gone from search',
    });
  });

  it('rebuilds the index from the database (as at start)', async () => {
    const [row] = await fixture.service.dataSource.query<{ id: string }[]>(
      `INSERT INTO product (title, product_code, description, category_id, price)
       VALUES ('Jamdani muslin', 'JM-1', 'x', $1, 100000) RETURNING id`,
      [organza],
    );
    assert.deepEqual(await titles('jamdani'), []);
    const count = await fixture.service.app.get(SearchService).rebuild();
    assert.ok(count >= 5);
    assert.deepEqual(await titles('jamdani'), ['Jamdani muslin']);
    assert.ok(row.id);
  });
});
