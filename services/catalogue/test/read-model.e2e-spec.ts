// The catalogue read model on a real database and bus: the JSON answers (listing cards,
// product page, search) follow catalogue's own events: a stock move changes the card's
// stock, a deletion removes it, a category rename changes its products' cards.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  ProductSort,
  type ListProductsRequest,
} from '@boutique/contracts/catalogue/v1/catalogue_service';
import {
  ADMIN,
  createProduct,
  rejectsWith,
  startCatalogue,
  type CatalogueFixture,
} from './fixtures/catalogue-fixture.js';

interface Card {
  id: string;
  title: string;
  price: number;
  totalStock: number;
  category: string;
}

interface Page extends Card {
  description: string;
  categorySlug: string;
  categoryName: string;
}

/** What a card leaves out of the page: no card shows it. */
const NOT_ON_CARDS = [
  'description',
  'secondTitle',
  'categorySlug',
  'categoryName',
  'isWatchAndBuy',
  'noReturns',
  'averageReview',
  'reviewCount',
  'video',
  'createdAt',
  'updatedAt',
];

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
  json: true,
};

const parse = <T>(bytes: Uint8Array): T => JSON.parse(Buffer.from(bytes).toString('utf8')) as T;

describe('catalogue read model (JSON answers) following events', () => {
  let fixture: CatalogueFixture;
  const cards = async (patch: Partial<ListProductsRequest> = {}) =>
    parse<Card[]>((await fixture.catalogue.listProducts({ ...ALL, ...patch })).jsonBody);
  const page = async (id: string) =>
    parse<Page>((await fixture.catalogue.getProduct({ id, json: true })).jsonBody);

  before(async () => {
    fixture = await startCatalogue();
  });
  after(() => fixture?.close());

  it('answers the product page in the edge shape (rupees), and NOT_FOUND for an unknown id', async () => {
    const organza = fixture.categories['organza-sarees'];
    const product = await createProduct(fixture.catalogue, organza, {
      title: 'Page saree',
      price: 149_950,
    });
    const view = await page(product.id);
    assert.equal(view.id, product.id);
    assert.equal(view.price, 1499.5);
    assert.equal(view.categorySlug, 'organza-sarees');
    await rejectsWith(
      fixture.catalogue.getProduct({ id: '00000000-0000-4000-8000-000000000000', json: true }),
      5,
      'Product not found',
    );
  });

  it('a reservation and its release change the card’s stock at once', async () => {
    const product = await createProduct(fixture.catalogue, fixture.categories['cotton-sarees'], {
      title: 'Stock saree',
      totalStock: 10,
    });
    assert.equal((await page(product.id)).totalStock, 10);
    const answer = await fixture.catalogue.reserveStock({
      reservationId: `read-model-${product.id}`,
      lines: [{ productId: product.id, colourId: '', quantity: 3 }],
    });
    assert.equal(answer.ok, true);
    // the replica that reserved shows it at once, without waiting for the event
    assert.equal((await page(product.id)).totalStock, 7);
    const card = (await cards({ category: 'cotton-sarees' })).find((c) => c.id === product.id);
    assert.equal(card?.totalStock, 7);
    const released = await fixture.catalogue.releaseReservation({
      reservationId: `read-model-${product.id}`,
    });
    assert.equal(released.state, 'released');
    assert.equal((await page(product.id)).totalStock, 10);
  });

  it('a deletion removes the card and the page', async () => {
    const product = await createProduct(fixture.catalogue, fixture.categories['cotton-sarees'], {
      title: 'Gone saree',
    });
    assert.ok((await cards()).some((c) => c.id === product.id));
    await fixture.catalogue.deleteProduct({ actor: ADMIN, id: product.id });
    assert.ok(!(await cards()).some((c) => c.id === product.id));
    await rejectsWith(
      fixture.catalogue.getProduct({ id: product.id, json: true }),
      5,
      'Product not found',
    );
  });

  it('cards are the page without what no card shows (description, …)', async () => {
    const product = await createProduct(fixture.catalogue, fixture.categories['cotton-sarees'], {
      title: 'Card saree',
    });
    const view = await page(product.id);
    assert.ok(view.description);
    const card = (await cards({ category: 'cotton-sarees' })).find((c) => c.id === product.id);
    const expected = Object.fromEntries(
      Object.entries(view).filter(([key]) => !NOT_ON_CARDS.includes(key)),
    );
    assert.deepEqual(card, expected);
  });

  it('a category rename changes the name and slug of its products’ pages and listing', async () => {
    const { category } = await fixture.catalogue.createCategory({
      actor: ADMIN,
      category: { name: 'Linen Sarees', description: 'Linen', image: '', slug: '' },
    });
    const product = await createProduct(fixture.catalogue, category!.id, { title: 'Linen one' });
    assert.deepEqual(
      (await cards({ category: 'linen-sarees' })).map((c) => c.id),
      [product.id],
    );
    await fixture.catalogue.updateCategory({
      actor: ADMIN,
      id: category!.id,
      category: { name: 'Handloom Linen', description: 'Linen', image: '', slug: 'handloom-linen' },
    });
    const renamed = await cards({ category: 'handloom-linen' });
    assert.deepEqual(
      renamed.map((c) => [c.id, c.category]),
      [[product.id, category!.id]],
    );
    const view = await page(product.id);
    assert.deepEqual([view.categoryName, view.categorySlug], ['Handloom Linen', 'handloom-linen']);
    assert.deepEqual(await cards({ category: 'linen-sarees' }), []);
  });

  it('search answers a page of cards with the total of every match', async () => {
    const organza = fixture.categories['organza-sarees'];
    for (const n of [1, 2, 3])
      await createProduct(fixture.catalogue, organza, {
        title: `Zari kalamkari ${n}`,
        price: 100_000 * n,
      });
    const first = await fixture.catalogue.searchProducts({
      keyword: 'kalamkari',
      limit: 2,
      offset: 0,
      json: true,
    });
    const second = await fixture.catalogue.searchProducts({
      keyword: 'kalamkari',
      limit: 2,
      offset: 2,
      json: true,
    });
    assert.equal(first.total, 3);
    assert.deepEqual(
      [...parse<Card[]>(first.jsonBody), ...parse<Card[]>(second.jsonBody)].map((c) => c.title),
      ['Zari kalamkari 1', 'Zari kalamkari 2', 'Zari kalamkari 3'],
    );
  });
});
