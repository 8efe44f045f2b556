import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  PriceBucket,
  ProductSort,
  type ListProductsRequest,
} from '@boutique/contracts/catalogue/v1/catalogue_service';
import {
  colour,
  createProduct,
  startCatalogue,
  type CatalogueFixture,
} from './fixtures/catalogue-fixture.js';

const ALL: ListProductsRequest = {
  category: '',
  priceBuckets: [],
  newArrival: false,
  featured: false,
  outOfStock: false,
  colourOutOfStock: false,
  watchAndBuy: false,
  search: '',
  sort: ProductSort.PRODUCT_SORT_UNSPECIFIED,
  page: 0,
  pageSize: 0,
  json: false,
};

describe('listing over gRPC on a real database', () => {
  let fixture: CatalogueFixture;
  const list = (patch: Partial<ListProductsRequest>) =>
    fixture.catalogue.listProducts({ ...ALL, ...patch });
  const titles = async (patch: Partial<ListProductsRequest>) =>
    (await list(patch)).products.map((p) => p.title);

  before(async () => {
    fixture = await startCatalogue();
    const organza = fixture.categories['organza-sarees'];
    const cotton = fixture.categories['cotton-sarees'];
    const c = fixture.catalogue;
    // Effective prices: A 1000 (sale), B 1000.01, C 500, D 6000, E 2500, F 999.99.
    await createProduct(c, organza, {
      title: 'A',
      productCode: 'SR10',
      price: 150_000,
      salePrice: 100_000,
      isNewArrival: true,
    });
    await createProduct(c, organza, {
      title: 'B',
      productCode: 'SR2',
      price: 100_001,
      isFeatured: true,
      totalStock: 0,
    });
    await createProduct(c, cotton, {
      title: 'C',
      productCode: '',
      price: 50_000,
      colours: [colour('Red', 0), colour('Blue', 4)],
    });
    await createProduct(c, cotton, {
      title: 'D',
      productCode: 'AB1',
      price: 600_000,
      isWatchAndBuy: true,
      video: '/media/videos/v/video.mp4',
    });
    await createProduct(c, organza, {
      title: 'E Banaras look',
      productCode: 'sr3',
      price: 250_000,
      colours: [colour('Gold', 0)],
    });
    await createProduct(c, cotton, {
      title: 'F',
      productCode: '',
      price: 99_999,
      isNewArrival: true,
      isFeatured: true,
    });
  });

  after(() => fixture?.close());

  it('defaults to price low to high, with total and every product', async () => {
    const answer = await list({});
    assert.equal(answer.total, 6);
    assert.deepEqual(
      answer.products.map((p) => p.title),
      ['C', 'F', 'A', 'B', 'E Banaras look', 'D'],
    );
    assert.equal(answer.products[0].colours.length, 2);
    assert.equal(answer.products[0].totalStock, 4);
    assert.equal(answer.products[0].categorySlug, 'cotton-sarees');
  });

  it('sorts by price high to low and by code, numeric-aware with empty codes last both ways', async () => {
    assert.deepEqual(await titles({ sort: ProductSort.PRODUCT_SORT_PRICE_HIGH_TO_LOW }), [
      'D',
      'E Banaras look',
      'B',
      'A',
      'F',
      'C',
    ]);
    const atoz = await titles({ sort: ProductSort.PRODUCT_SORT_CODE_A_TO_Z });
    assert.deepEqual(atoz.slice(0, 4), ['D', 'B', 'E Banaras look', 'A']);
    assert.deepEqual(atoz.slice(4).sort(), ['C', 'F']);
    const ztoa = await titles({ sort: ProductSort.PRODUCT_SORT_CODE_Z_TO_A });
    assert.deepEqual(ztoa.slice(0, 4), ['A', 'E Banaras look', 'B', 'D']);
    assert.deepEqual(ztoa.slice(4).sort(), ['C', 'F']);
    const newest = await titles({ sort: ProductSort.PRODUCT_SORT_NEWEST });
    assert.equal(newest[0], 'F');
  });

  it('matches price buckets inclusively on the effective price (1000 rupees in both neighbours)', async () => {
    assert.deepEqual(await titles({ priceBuckets: [PriceBucket.PRICE_BUCKET_0_1000] }), [
      'C',
      'F',
      'A',
    ]);
    assert.deepEqual(await titles({ priceBuckets: [PriceBucket.PRICE_BUCKET_1000_2000] }), [
      'A',
      'B',
    ]);
    assert.deepEqual(await titles({ priceBuckets: [PriceBucket.PRICE_BUCKET_6000_UP] }), ['D']);
    assert.deepEqual(
      await titles({
        priceBuckets: [PriceBucket.PRICE_BUCKET_2000_3000, PriceBucket.PRICE_BUCKET_5000_6000],
      }),
      ['E Banaras look', 'D'],
    );
  });

  it('filters by category (id or slug), flags, stock and title search', async () => {
    assert.deepEqual(await titles({ category: 'organza-sarees' }), ['A', 'B', 'E Banaras look']);
    assert.deepEqual(await titles({ category: fixture.categories['cotton-sarees'] }), [
      'C',
      'F',
      'D',
    ]);
    assert.deepEqual(await titles({ category: 'no-such-slug' }), []);
    assert.deepEqual(await titles({ newArrival: true }), ['F', 'A']);
    assert.deepEqual(await titles({ featured: true }), ['F', 'B']);
    assert.deepEqual(await titles({ watchAndBuy: true }), ['D']);
    assert.deepEqual(await titles({ outOfStock: true }), ['B', 'E Banaras look']);
    assert.deepEqual(await titles({ colourOutOfStock: true }), ['C', 'E Banaras look']);
    assert.deepEqual(await titles({ search: 'banaras' }), ['E Banaras look']);
    assert.deepEqual(await titles({ newArrival: true, category: 'organza-sarees' }), ['A']);
  });

  it('paginates after filtering and sorting, total counting every match', async () => {
    const first = await list({ page: 1, pageSize: 4 });
    assert.equal(first.total, 6);
    assert.deepEqual(
      first.products.map((p) => p.title),
      ['C', 'F', 'A', 'B'],
    );
    const second = await list({ page: 2, pageSize: 4 });
    assert.equal(second.total, 6);
    assert.deepEqual(
      second.products.map((p) => p.title),
      ['E Banaras look', 'D'],
    );
    const beyond = await list({ page: 5, pageSize: 4 });
    assert.equal(beyond.total, 6);
    assert.equal(beyond.products.length, 0);
    const filtered = await list({ category: 'cotton-sarees', page: 1, pageSize: 2 });
    assert.equal(filtered.total, 3);
  });

  it('lists related products of the same category, the product itself excluded', async () => {
    const { products } = await list({ category: 'organza-sarees' });
    const related = await fixture.catalogue.listRelatedProducts({
      productId: products[0].id,
      limit: 0,
      json: false,
    });
    assert.deepEqual(
      related.products.map((p) => p.title),
      ['B', 'E Banaras look'],
    );
  });

  it('answers from the read model (json) exactly what the SQL listing answers, for every filter, sort and page', async () => {
    const sorts = [
      ProductSort.PRODUCT_SORT_UNSPECIFIED,
      ProductSort.PRODUCT_SORT_PRICE_HIGH_TO_LOW,
      ProductSort.PRODUCT_SORT_CODE_A_TO_Z,
      ProductSort.PRODUCT_SORT_CODE_Z_TO_A,
      ProductSort.PRODUCT_SORT_NEWEST,
    ];
    const filters: Partial<ListProductsRequest>[] = [
      {},
      { category: 'organza-sarees' },
      { category: fixture.categories['cotton-sarees'] },
      { category: 'no-such-collection' },
      { priceBuckets: [PriceBucket.PRICE_BUCKET_0_1000] },
      { priceBuckets: [PriceBucket.PRICE_BUCKET_1000_2000, PriceBucket.PRICE_BUCKET_6000_UP] },
      { newArrival: true },
      { featured: true, newArrival: true },
      { outOfStock: true },
      { colourOutOfStock: true },
      { watchAndBuy: true },
      { search: 'banaras' },
      { search: '%' },
    ];
    const pages = [
      { page: 0, pageSize: 0 },
      { page: 1, pageSize: 2 },
      { page: 2, pageSize: 2 },
      { page: 4, pageSize: 2 },
    ];
    for (const sort of sorts)
      for (const filter of filters)
        for (const paging of pages) {
          const request = { ...filter, ...paging, sort };
          const sql = await list(request);
          const read = await list({ ...request, json: true });
          const cards = JSON.parse(Buffer.from(read.jsonBody).toString('utf8')) as {
            id: string;
            price: number;
            salePrice: number;
            totalStock: number;
            category: string;
            colors: { inventory: number }[];
          }[];
          const what = JSON.stringify(request);
          assert.equal(read.products.length, 0, what);
          assert.equal(read.total, sql.total, what);
          assert.deepEqual(
            cards.map((card) => card.id),
            sql.products.map((product) => product.id),
            what,
          );
          for (const [index, card] of cards.entries()) {
            const product = sql.products[index];
            assert.equal(card.price, product.price / 100);
            assert.equal(card.salePrice, product.salePrice / 100);
            assert.equal(card.totalStock, product.totalStock);
            assert.equal(card.category, product.categoryId);
            assert.deepEqual(
              card.colors.map((c) => c.inventory),
              product.colours.map((c) => c.inventory),
            );
          }
        }
  });

  it('answers related products from the read model in the SQL order', async () => {
    const { products } = await list({ category: 'cotton-sarees' });
    const sql = await fixture.catalogue.listRelatedProducts({
      productId: products[1].id,
      limit: 0,
      json: false,
    });
    const read = await fixture.catalogue.listRelatedProducts({
      productId: products[1].id,
      limit: 0,
      json: true,
    });
    const cards = JSON.parse(Buffer.from(read.jsonBody).toString('utf8')) as { id: string }[];
    assert.deepEqual(
      cards.map((card) => card.id),
      sql.products.map((product) => product.id),
    );
  });

  it('gives catalogue stats for the dashboard', async () => {
    const stats = await fixture.catalogue.getCatalogueStats({});
    assert.equal(stats.totalProducts, 6);
    assert.equal(stats.inStock, 4);
    assert.equal(stats.outOfStock, 2);
    assert.deepEqual(stats.categories.slice(0, 6), [
      { name: 'Tussars', count: 0 },
      { name: 'Banaras', count: 0 },
      { name: 'Cotton', count: 3 },
      { name: 'Organza', count: 3 },
      { name: 'Georgette', count: 0 },
      { name: 'Celebrity Collection', count: 0 },
    ]);
  });
});
