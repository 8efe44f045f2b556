// The catalogue at the edge (real gateway, fake catalogue gRPC server): listing
// parameters to ListProductsRequest, rupees at the edge, 404s, reviews with the account's
// name and the rate limit, admin routes (401/403, validation messages, writes), GraphQL
// page queries fanned out in one round trip and the public reads.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Category, Product } from '@boutique/contracts/catalogue/v1/catalogue_service';
import { edgeCard, edgeView } from './fixtures/fake-catalogue.js';
import { startGateway, type Harness } from './fixtures/gateway-harness.js';
import { httpClient, str, type Json } from './fixtures/http.js';

let gw: Harness;
const { get, post, put, del, graphql } = httpClient(() => gw.baseUrl);

let adminToken = '';
let customerToken = '';
let namelessToken = '';
let organza: Category;
let silk: Category;
let pastel: Product;
let ruby: Product;

before(async () => {
  gw = await startGateway({ env: { RATE_LIMIT_REVIEWS_PER_USER: '3' } });
  const admin = gw.identity.addUser({
    userName: 'Admin',
    email: 'admin@example.com',
    password: 'admin-pass',
    role: 'admin',
  });
  const customer = gw.identity.addUser({
    userName: 'Priya',
    email: 'priya@example.com',
    password: 'priya-pass',
  });
  const nameless = gw.identity.addUser({
    userName: 'Ravi Kumar',
    email: 'ravi@example.com',
    password: 'ravi-pass',
  });
  adminToken = await gw.identity.accessToken(admin);
  customerToken = await gw.identity.accessToken(customer);
  // A token without the userName claim: the gateway asks identity for the name.
  namelessToken = await gw.identity.accessToken({ ...nameless, userName: '' });
  organza = gw.catalogue.addCategory({ name: 'Organza Sarees' });
  silk = gw.catalogue.addCategory({ name: 'Silk Sarees' });
  pastel = gw.catalogue.addProduct({
    title: 'Pastel organza',
    categoryId: organza.id,
    productCode: 'SR-1',
    price: 249_950,
    salePrice: 199_900,
    isNewArrival: true,
    images: ['/media/images/a/1024.jpg'],
    colours: [{ id: 'c1', title: 'Pink', inventory: 3, image: '/media/images/b/1024.jpg' }],
  });
  ruby = gw.catalogue.addProduct({
    title: 'Ruby silk',
    categoryId: silk.id,
    price: 500_000,
    isFeatured: true,
  });
  gw.catalogue.addProduct({ title: 'Mint organza', categoryId: organza.id, price: 90_000 });
});

after(async () => {
  await gw?.stop();
});

function lastListing(): Record<string, unknown> {
  const call = gw.catalogue.callsOf('ListProducts').at(-1);
  assert.ok(call, 'ListProducts was called');
  return call.request;
}

describe('GET /api/shop/products/get', () => {
  it('maps buckets, sort, flags, category and pages to ListProductsRequest', async () => {
    const response = await get(
      '/api/shop/products/get?category=organza-sarees&price=0-1000,6000-above&price=1000-2000' +
        '&sortBy=price-hightolow&newArrival=true&featured=false&outOfStock=true' +
        '&colorOutOfStock=true&watchAndBuy=true&page=2&pageSize=24',
    );
    assert.equal(response.status, 200, response.text);
    const request = lastListing();
    assert.equal(request.category, 'organza-sarees');
    assert.deepEqual(request.priceBuckets, [
      'PRICE_BUCKET_0_1000',
      'PRICE_BUCKET_6000_UP',
      'PRICE_BUCKET_1000_2000',
    ]);
    assert.equal(request.sort, 'PRODUCT_SORT_PRICE_HIGH_TO_LOW');
    assert.equal(request.newArrival, true);
    assert.equal(request.featured, false);
    assert.equal(request.outOfStock, true);
    assert.equal(request.colourOutOfStock, true);
    assert.equal(request.watchAndBuy, true);
    assert.equal(request.page, 2);
    assert.equal(request.pageSize, 24);
    assert.equal(response.json.page, 2);
    assert.equal(response.json.pageSize, 24);
  });

  it('defaults: price low to high, page 1, every match (500)', async () => {
    const response = await get('/api/shop/products/get');
    assert.equal(response.status, 200);
    const request = lastListing();
    assert.equal(request.sort, 'PRODUCT_SORT_PRICE_LOW_TO_HIGH');
    assert.deepEqual(request.priceBuckets, []);
    assert.equal(request.page, 1);
    assert.equal(request.pageSize, 500);
    assert.equal(response.json.total, 3);
    assert.equal(response.json.page, 1);
    assert.equal(response.json.pageSize, 500);
    assert.equal(response.headers.get('cache-control'), 'no-cache');
  });

  it("maps the admin screen's single filter and every sort", async () => {
    const sorts: [string, string][] = [
      ['price-lowtohigh', 'PRODUCT_SORT_PRICE_LOW_TO_HIGH'],
      ['code-atoz', 'PRODUCT_SORT_CODE_A_TO_Z'],
      ['code-ztoa', 'PRODUCT_SORT_CODE_Z_TO_A'],
      ['newest', 'PRODUCT_SORT_NEWEST'],
    ];
    for (const [sortBy, sort] of sorts) {
      assert.equal((await get(`/api/shop/products/get?sortBy=${sortBy}`)).status, 200);
      assert.equal(lastListing().sort, sort);
    }
    await get('/api/shop/products/get?filter=colorOutOfStock');
    assert.equal(lastListing().colourOutOfStock, true);
    await get('/api/shop/products/get?filter=newArrivals');
    assert.equal(lastListing().newArrival, true);
  });

  it('400 naming the parameter for an unknown value; the service is not asked', async () => {
    const before = gw.catalogue.callsOf('ListProducts').length;
    const cases: [string, string][] = [
      ['price=7000-8000', 'Invalid price: unknown bucket "7000-8000"'],
      ['price=0-1000,cheap', 'Invalid price: unknown bucket "cheap"'],
      ['sortBy=cheapest', 'Invalid sortBy: "cheapest"'],
      ['filter=onSale', 'Invalid filter: "onSale"'],
      ['newArrival=maybe', 'Invalid newArrival: expected true or false'],
      ['page=0', 'Invalid page: expected a whole number from 1 to 1000000'],
      ['pageSize=501', 'Invalid pageSize: expected a whole number from 1 to 500'],
    ];
    for (const [query, message] of cases) {
      const response = await get(`/api/shop/products/get?${query}`);
      assert.equal(response.status, 400, query);
      assert.deepEqual(response.json, { success: false, message });
    }
    assert.equal(gw.catalogue.callsOf('ListProducts').length, before);
  });

  it('answers rupees, _id and id, category id, image list and colours with _id', async () => {
    const response = await get('/api/shop/products/get?category=organza-sarees&sortBy=code-atoz');
    const product = (response.json.data as unknown as Json[]).find(
      (p) => p.id === (pastel.id as unknown as Json),
    );
    assert.ok(product);
    assert.equal(product._id, pastel.id as unknown as Json);
    assert.equal(product.price, 2499.5 as unknown as Json);
    assert.equal(product.salePrice, 1999 as unknown as Json);
    assert.equal(product.category, organza.id as unknown as Json);
    // a card: the category's slug and name are the product page's
    assert.equal(product.categorySlug, undefined);
    assert.deepEqual(product.image, ['/media/images/a/1024.jpg']);
    assert.deepEqual(product.colors, [
      { id: 'c1', _id: 'c1', title: 'Pink', inventory: 3, image: '/media/images/b/1024.jpg' },
    ]);
  });
});

describe('storefront product, related, search, categories, reviews', () => {
  it('GET /api/shop/products/get/{id}: the product; 404 "Product not found"', async () => {
    const found = await get(`/api/shop/products/get/${ruby.id}`);
    assert.equal(found.status, 200);
    assert.equal(found.json.data.title, 'Ruby silk' as unknown as Json);
    assert.equal(found.json.data.price, 5000 as unknown as Json);
    const missing = await get('/api/shop/products/get/no-such-product');
    assert.equal(missing.status, 404);
    assert.deepEqual(missing.json, { success: false, message: 'Product not found' });
  });

  it('related: same category, itself excluded; limit validated', async () => {
    const response = await get(`/api/shop/products/related/${pastel.id}?limit=5`);
    assert.equal(response.status, 200);
    const titles = (response.json.data as unknown as Json[]).map((p) => str(p.title));
    assert.deepEqual(titles, ['Mint organza']);
    assert.equal(gw.catalogue.callsOf('ListRelatedProducts').at(-1)?.request.limit, 5);
    const bad = await get(`/api/shop/products/related/${pastel.id}?limit=0`);
    assert.equal(bad.status, 400);
    assert.equal(
      bad.json.message,
      'Invalid limit: expected a whole number from 1 to 50' as unknown as Json,
    );
  });

  it('search passes the keyword (decoded) and answers a page of 24 cards with the total', async () => {
    const response = await get('/api/shop/search/ruby%20silk');
    assert.equal(response.status, 200);
    assert.equal((response.json.data as unknown as Json[]).length, 1);
    assert.equal(response.json.total, 1);
    assert.equal(response.json.page, 1);
    assert.equal(response.json.pageSize, 24);
    const call = gw.catalogue.callsOf('SearchProducts').at(-1);
    assert.equal(call?.request.keyword, 'ruby silk');
    assert.equal(call?.request.limit, 24);
    assert.equal(call?.request.offset, 0);
    assert.equal(call?.request.json, true);
    // cards, not full products: no description
    assert.deepEqual(response.json.data, [edgeCard(ruby)] as unknown as Json);
    assert.equal('description' in (response.json.data as unknown as Json[])[0], false);
  });

  it('search pages on with page and pageSize, and refuses a page size over 100', async () => {
    const response = await get('/api/shop/search/saree?page=3&pageSize=10');
    assert.equal(response.status, 200);
    const call = gw.catalogue.callsOf('SearchProducts').at(-1);
    assert.equal(call?.request.offset, 20);
    assert.equal(call?.request.limit, 10);
    assert.equal((await get('/api/shop/search/saree?pageSize=101')).status, 400);
  });

  it('REST reads pass catalogue’s JSON bytes on: the same text as the envelope of the same data', async () => {
    const product = [...gw.catalogue.products.values()][0];
    const page = await get(`/api/shop/products/get/${product.id}`);
    assert.equal(page.headers.get('content-type'), 'application/json; charset=utf-8');
    assert.equal(page.text, JSON.stringify({ success: true, data: edgeView(product) }));
    const listing = await get('/api/shop/products/get?pageSize=2');
    const cards = [...gw.catalogue.products.values()]
      .sort((a, b) => (a.salePrice || a.price) - (b.salePrice || b.price))
      .slice(0, 2)
      .map(edgeCard);
    assert.equal(
      listing.text,
      JSON.stringify({
        success: true,
        data: cards,
        total: gw.catalogue.products.size,
        page: 1,
        pageSize: 2,
      }),
    );
  });

  it('categories with _id', async () => {
    const response = await get('/api/shop/categories/get');
    assert.equal(response.status, 200);
    const names = (response.json.data as unknown as Json[]).map((c) => str(c.name));
    assert.deepEqual(names, ['Organza Sarees', 'Silk Sarees']);
    assert.equal(response.json.data[0]._id, response.json.data[0].id);
  });
});

describe('POST /api/shop/review/add', () => {
  it('401 without a token', async () => {
    const response = await post('/api/shop/review/add', {
      productId: pastel.id,
      reviewMessage: 'Nice',
      reviewValue: 5,
    });
    assert.equal(response.status, 401);
    assert.deepEqual(response.json, { success: false, message: 'No access token found' });
  });

  it('400 with the messages; the service is not asked', async () => {
    const before = gw.catalogue.callsOf('AddReview').length;
    const cases: [Record<string, unknown>, string][] = [
      [
        { productId: pastel.id, reviewMessage: 'Nice', reviewValue: 6 },
        'Rating must be between 1 and 5',
      ],
      [
        { productId: pastel.id, reviewMessage: 'Nice', reviewValue: 0 },
        'Rating must be between 1 and 5',
      ],
      [{ productId: pastel.id, reviewMessage: 'Nice' }, 'Rating must be between 1 and 5'],
      [{ productId: pastel.id, reviewMessage: '  ', reviewValue: 4 }, 'Review message is required'],
      [{ reviewMessage: 'Nice', reviewValue: 4 }, 'Product id is required'],
    ];
    for (const [body, message] of cases) {
      const response = await post('/api/shop/review/add', body, { token: customerToken });
      assert.equal(response.status, 400, JSON.stringify(body));
      assert.deepEqual(response.json, { success: false, message });
    }
    assert.equal(gw.catalogue.callsOf('AddReview').length, before);
  });

  it('201 with the name from the account (never the body); 409 the second time; 404 unknown product', async () => {
    const response = await post(
      '/api/shop/review/add',
      {
        productId: pastel.id,
        reviewMessage: 'Lovely',
        reviewValue: 4,
        userName: 'Hacker',
        userId: 'x',
      },
      { token: customerToken },
    );
    assert.equal(response.status, 201, response.text);
    assert.equal(response.json.message, 'Review added successfully' as unknown as Json);
    assert.equal(response.json.data.userName, 'Priya' as unknown as Json);
    assert.equal(response.json.averageReview, 4 as unknown as Json);
    const actor = gw.catalogue.callsOf('AddReview').at(-1)?.request.actor as Record<
      string,
      unknown
    >;
    assert.equal(actor.userName, 'Priya');
    assert.equal(actor.role, 'user');
    const again = await post(
      '/api/shop/review/add',
      { productId: pastel.id, reviewMessage: 'Again', reviewValue: 5 },
      { token: customerToken },
    );
    assert.equal(again.status, 409);
    assert.equal(again.json.message, 'You have already reviewed this product' as unknown as Json);
    const mine = await get(`/api/shop/review-eligibility/${pastel.id}`, { token: customerToken });
    assert.equal(mine.status, 200, mine.text);
    assert.equal(mine.headers.get('cache-control'), 'private, no-store');
    assert.equal(mine.json.data.canReview, false as unknown as Json);
    assert.equal(
      mine.json.data.reason,
      'You have already reviewed this product' as unknown as Json,
    );
    assert.equal(mine.json.data.review.reviewMessage, 'Lovely' as unknown as Json);
    assert.equal((await get(`/api/shop/review-eligibility/${pastel.id}`)).status, 401);
    const missing = await post(
      '/api/shop/review/add',
      { productId: 'nope', reviewMessage: 'Hm', reviewValue: 3 },
      { token: customerToken },
    );
    assert.equal(missing.status, 404);
    assert.equal(missing.json.message, 'Product not found' as unknown as Json);
  });

  it('a token without userName: the name comes from identity', async () => {
    const response = await post(
      '/api/shop/review/add',
      { productId: ruby.id, reviewMessage: 'Rich colour', reviewValue: 5 },
      { token: namelessToken },
    );
    assert.equal(response.status, 201, response.text);
    assert.equal(response.json.data.userName, 'Ravi Kumar' as unknown as Json);
  });

  it('the reviews list, newest first', async () => {
    const response = await get(`/api/shop/review/${pastel.id}`);
    assert.equal(response.status, 200);
    assert.equal(response.json.data[0].reviewMessage, 'Lovely' as unknown as Json);
    assert.equal(response.json.data[0]._id, response.json.data[0].id);
  });

  it('429 with Retry-After past RATE_LIMIT_REVIEWS_PER_USER', async () => {
    // Priya has used 3 of 3 (201, 409, 404 count: every attempt that reached the limit).
    const response = await post(
      '/api/shop/review/add',
      { productId: ruby.id, reviewMessage: 'More', reviewValue: 5 },
      { token: customerToken },
    );
    assert.equal(response.status, 429);
    assert.ok(Number(response.headers.get('retry-after')) > 0);
  });
});

const PRODUCT_FORM = {
  title: 'Kanchi silk',
  description: 'Handwoven',
  price: 1499.5,
  salePrice: '999.99',
  totalStock: 4,
  image: ['/media/images/k/1024.jpg'],
};

describe('admin products', () => {
  it('401 without a token, 403 "Access denied" for a customer, on every route', async () => {
    const routes: [string, string][] = [
      ['GET', '/api/admin/products/get'],
      ['POST', '/api/admin/products/add'],
      ['PUT', `/api/admin/products/edit/${ruby.id}`],
      ['DELETE', `/api/admin/products/delete/${ruby.id}`],
      ['GET', '/api/admin/categories/get'],
      ['POST', '/api/admin/categories/add'],
      ['PUT', `/api/admin/categories/edit/${silk.id}`],
      ['DELETE', `/api/admin/categories/delete/${silk.id}`],
      ['GET', '/api/admin/product-reviews'],
      ['DELETE', '/api/admin/product-reviews/x'],
      ['GET', '/api/admin/product-reviews/moderation?status=pending'],
      ['GET', '/api/admin/product-reviews/counts'],
      ['PUT', '/api/admin/product-reviews/x/approve'],
      ['PUT', '/api/admin/product-reviews/x/reject'],
      ['GET', '/api/admin/product-reviews/settings'],
      ['PUT', '/api/admin/product-reviews/settings'],
      ['POST', '/api/admin/upload/image'],
      ['POST', '/api/admin/upload/video'],
    ];
    const { call } = httpClient(() => gw.baseUrl);
    for (const [method, path] of routes) {
      const body = method === 'POST' || method === 'PUT' ? {} : undefined;
      const guest = await call(method, path, body);
      assert.equal(guest.status, 401, `${method} ${path}`);
      const customer = await call(method, path, body, { token: customerToken });
      assert.equal(customer.status, 403, `${method} ${path}`);
      assert.deepEqual(customer.json, { success: false, message: 'Access denied' });
    }
  });

  it('400 with the doc messages, in the form order; catalogue not asked', async () => {
    const before = gw.catalogue.callsOf('CreateProduct').length;
    const cases: [Record<string, unknown>, string][] = [
      [{ ...PRODUCT_FORM, title: ' ' }, 'Title is required'],
      [{ ...PRODUCT_FORM, description: undefined }, 'Description is required'],
      [{ ...PRODUCT_FORM }, 'Category is required'],
      [{ ...PRODUCT_FORM, category: silk.id, price: undefined }, 'Price is required'],
      [{ ...PRODUCT_FORM, category: silk.id, price: 0 }, 'Price must be greater than 0'],
      [{ ...PRODUCT_FORM, category: silk.id, price: -5 }, 'Price must be greater than 0'],
      [
        { ...PRODUCT_FORM, category: silk.id, salePrice: 1499.5 },
        'Sale price must be less than the price',
      ],
      [
        { ...PRODUCT_FORM, category: silk.id, totalStock: -1 },
        'Total stock must be a non-negative integer',
      ],
      [
        { ...PRODUCT_FORM, category: silk.id, totalStock: 1.5 },
        'Total stock must be a non-negative integer',
      ],
      [
        { ...PRODUCT_FORM, category: silk.id, colors: [{ title: '', inventory: 1 }] },
        'Colour title is required',
      ],
      [
        { ...PRODUCT_FORM, category: silk.id, colors: [{ title: 'Red', inventory: -2 }] },
        'Colour inventory must be a non-negative integer',
      ],
      [
        { ...PRODUCT_FORM, category: silk.id, isWatchAndBuy: true },
        'Watch and Buy requires an uploaded video',
      ],
    ];
    for (const [body, message] of cases) {
      const response = await post('/api/admin/products/add', body, { token: adminToken });
      assert.equal(response.status, 400, JSON.stringify(body));
      assert.deepEqual(response.json, { success: false, message });
    }
    assert.equal(gw.catalogue.callsOf('CreateProduct').length, before);
  });

  it('add: paise to catalogue, rupees back, unknown fields dropped; catalogue messages mapped', async () => {
    const response = await post(
      '/api/admin/products/add',
      {
        ...PRODUCT_FORM,
        category: silk.id,
        productCode: 'KS-9',
        averageReview: 5,
        colors: [{ title: 'Gold', inventory: '2', image: '', hacked: true }],
      },
      { token: adminToken },
    );
    assert.equal(response.status, 201, response.text);
    assert.equal(response.json.message, 'Product added successfully' as unknown as Json);
    assert.equal(response.json.data.price, 1499.5 as unknown as Json);
    assert.equal(response.json.data.salePrice, 999.99 as unknown as Json);
    assert.equal(response.json.data.totalStock, 2 as unknown as Json);
    const request = gw.catalogue.callsOf('CreateProduct').at(-1)?.request;
    const product = request?.product as Record<string, unknown>;
    assert.equal(product.price, 149_950);
    assert.equal(product.salePrice, 99_999);
    assert.equal(product.categoryId, silk.id);
    assert.equal(product.baseTotalStock, -1);
    assert.deepEqual(product.colours, [
      { id: '', title: 'Gold', inventory: 2, image: '', baseInventory: -1 },
    ]);
    assert.deepEqual(request?.actor, {
      userId: (request?.actor as { userId: string }).userId,
      role: 'admin',
      userName: 'Admin',
    });

    const duplicate = await post(
      '/api/admin/products/add',
      { ...PRODUCT_FORM, category: silk.id, productCode: 'KS-9' },
      { token: adminToken },
    );
    assert.equal(duplicate.status, 409);
    assert.equal(
      duplicate.json.message,
      'Product code is already used by another product' as unknown as Json,
    );
    const noCategory = await post(
      '/api/admin/products/add',
      { ...PRODUCT_FORM, category: 'gone' },
      { token: adminToken },
    );
    assert.equal(noCategory.status, 400);
    assert.equal(noCategory.json.message, 'Category not found' as unknown as Json);
  });

  it('edit keeps colour ids and sends the base inventory; delete; list with total', async () => {
    const created = gw.catalogue.addProduct({
      title: 'Editable',
      categoryId: silk.id,
      colours: [{ id: 'keep-me', title: 'Blue', inventory: 5, image: '' }],
    });
    const edit = await put(
      `/api/admin/products/edit/${created.id}`,
      {
        ...PRODUCT_FORM,
        category: silk.id,
        colors: [{ _id: 'keep-me', title: 'Blue', inventory: 7, baseInventory: 5 }],
      },
      { token: adminToken },
    );
    assert.equal(edit.status, 200, edit.text);
    assert.equal(edit.json.message, 'Product updated successfully' as unknown as Json);
    const sent = gw.catalogue.callsOf('UpdateProduct').at(-1)?.request.product as Record<
      string,
      unknown
    >;
    assert.deepEqual(sent.colours, [
      { id: 'keep-me', title: 'Blue', inventory: 7, image: '', baseInventory: 5 },
    ]);
    const list = await get('/api/admin/products/get?search=Editable&filter=featured', {
      token: adminToken,
    });
    assert.equal(list.status, 200);
    assert.equal(lastListing().search, 'Editable');
    assert.equal(lastListing().featured, true);
    assert.equal(typeof list.json.total, 'number');
    const removed = await del(`/api/admin/products/delete/${created.id}`, { token: adminToken });
    assert.deepEqual(removed.json, { success: true, message: 'Product deleted successfully' });
    const again = await del(`/api/admin/products/delete/${created.id}`, { token: adminToken });
    assert.equal(again.status, 404);
  });
});

describe('admin categories and reviews', () => {
  it('add, edit, delete (409 while products remain), search', async () => {
    const invalid = await post(
      '/api/admin/categories/add',
      { description: 'x' },
      { token: adminToken },
    );
    assert.deepEqual(invalid.json, { success: false, message: 'Category name is required' });
    const added = await post(
      '/api/admin/categories/add',
      {
        name: 'Cotton Sarees',
        description: 'Everyday',
        image: '/media/images/c/1024.jpg',
        slug: 'x',
      },
      { token: adminToken },
    );
    assert.equal(added.status, 201, added.text);
    assert.equal(added.json.message, 'Category added successfully' as unknown as Json);
    assert.equal(added.json.data.slug, 'cotton-sarees' as unknown as Json, 'made by catalogue');
    const id = str(added.json.data.id);
    const edited = await put(
      `/api/admin/categories/edit/${id}`,
      { name: 'Cotton', description: 'Everyday wear' },
      { token: adminToken },
    );
    assert.equal(edited.json.message, 'Category updated successfully' as unknown as Json);
    const search = await get('/api/admin/categories/get?search=cot', { token: adminToken });
    assert.deepEqual(
      (search.json.data as unknown as Json[]).map((c) => str(c.name)),
      ['Cotton'],
    );
    const busy = await del(`/api/admin/categories/delete/${organza.id}`, { token: adminToken });
    assert.equal(busy.status, 409);
    assert.equal(
      busy.json.message,
      'This category still has 2 products. Move or delete them first.' as unknown as Json,
    );
    const removed = await del(`/api/admin/categories/delete/${id}`, { token: adminToken });
    assert.deepEqual(removed.json, { success: true, message: 'Category deleted successfully' });
  });

  it('moderation: the list by status with counts, approve, reject, the setting', async () => {
    const listed = await get(
      `/api/admin/product-reviews/moderation?status=approved&productId=${pastel.id}`,
      { token: adminToken },
    );
    assert.equal(listed.status, 200, listed.text);
    const [first] = listed.json.data as unknown as Json[];
    assert.equal(first.productTitle, pastel.title as unknown as Json);
    assert.equal(first.status, 'approved' as unknown as Json);
    assert.deepEqual(listed.json.counts, { pending: 0, approved: 1, rejected: 0 });
    const counts = await get('/api/admin/product-reviews/counts', { token: adminToken });
    assert.equal(counts.json.data.pending, 0 as unknown as Json);
    assert.ok((counts.json.data.approved as unknown as number) >= 1);
    const bad = await get('/api/admin/product-reviews/moderation?status=spam', {
      token: adminToken,
    });
    assert.deepEqual(bad.json, {
      success: false,
      message: 'status must be pending, approved, rejected or all',
    });

    const id = str(first.id);
    const rejected = await put(
      `/api/admin/product-reviews/${id}/reject`,
      {},
      { token: adminToken },
    );
    assert.equal(rejected.status, 200, rejected.text);
    assert.equal(rejected.json.message, 'Review rejected' as unknown as Json);
    assert.equal(rejected.json.data.status, 'rejected' as unknown as Json);
    const approved = await put(
      `/api/admin/product-reviews/${id}/approve`,
      {},
      { token: adminToken },
    );
    assert.equal(approved.json.message, 'Review approved' as unknown as Json);
    assert.equal(approved.json.data.status, 'approved' as unknown as Json);
    const missing = await put('/api/admin/product-reviews/nope/approve', {}, { token: adminToken });
    assert.deepEqual(missing.json, { success: false, message: 'Review not found' });
    assert.equal(missing.status, 404);

    const setting = await get('/api/admin/product-reviews/settings', { token: adminToken });
    assert.deepEqual(setting.json, { success: true, data: { moderation: true } });
    const off = await put(
      '/api/admin/product-reviews/settings',
      { moderation: false },
      { token: adminToken },
    );
    assert.deepEqual(off.json, {
      success: true,
      message: 'Review settings saved',
      data: { moderation: false },
    });
    const invalid = await put(
      '/api/admin/product-reviews/settings',
      { moderation: 'maybe' },
      { token: adminToken },
    );
    assert.equal(invalid.status, 400);
    assert.deepEqual(invalid.json, { success: false, message: 'moderation must be true or false' });
    await put('/api/admin/product-reviews/settings', { moderation: true }, { token: adminToken });
  });

  it("reviewed products, a product's reviews, delete a review", async () => {
    const products = await get('/api/admin/product-reviews', { token: adminToken });
    assert.equal(products.status, 200);
    const entry = (products.json.data as unknown as Json[]).find(
      (p) => p.productId === (pastel.id as unknown as Json),
    );
    assert.equal(entry?.reviewCount, 1 as unknown as Json);
    const reviews = await get(`/api/admin/product-reviews?productId=${pastel.id}`, {
      token: adminToken,
    });
    const reviewId = str(reviews.json.data[0].id);
    const removed = await del(`/api/admin/product-reviews/${reviewId}`, { token: adminToken });
    assert.deepEqual(removed.json, { success: true, message: 'Review deleted successfully' });
  });
});

describe('GraphQL', () => {
  const PRODUCT_FIELDS = 'id title price salePrice category image colors { id title inventory }';

  it('homePage: categories, new arrivals, featured, fanned out in parallel', async () => {
    gw.catalogue.delayMs = 150;
    gw.catalogue.maxInFlight = 0;
    const response = await graphql(
      `{ homePage { categories { id name slug } newArrivals { ${PRODUCT_FIELDS} } featured { id title } } }`,
    );
    gw.catalogue.delayMs = 0;
    assert.equal(response.status, 200, response.text);
    assert.equal(response.json.errors, undefined, response.text);
    const page = response.json.data.homePage;
    assert.deepEqual(
      (page.newArrivals as unknown as Json[]).map((p) => str(p.title)),
      ['Pastel organza'],
    );
    assert.equal(page.newArrivals[0].price, 2499.5 as unknown as Json);
    assert.deepEqual(
      (page.featured as unknown as Json[]).map((p) => str(p.title)),
      ['Ruby silk'],
    );
    assert.equal(gw.catalogue.maxInFlight, 3, 'the three calls were held at once (in parallel)');
    const flagged = gw.catalogue
      .callsOf('ListProducts')
      .slice(-2)
      .map((c) => c.request);
    assert.ok(
      flagged.every((r) => r.pageSize === 20 && r.sort === 'PRODUCT_SORT_PRICE_LOW_TO_HIGH'),
    );
  });

  it('collectionPage: category by slug, every category, filtered products and total', async () => {
    const response = await graphql(
      `
        query ($slug: String) {
          collectionPage(
            slug: $slug
            filter: { price: ["0-1000", "2000-3000"] }
            sortBy: "price-hightolow"
            page: 1
            pageSize: 24
          ) {
            category {
              id
              name
            }
            categories {
              name
            }
            products {
              title
            }
            total
          }
        }
      `,
      { slug: 'organza-sarees' },
    );
    assert.equal(response.json.errors, undefined, response.text);
    const page = response.json.data.collectionPage;
    assert.equal(page.category.name, 'Organza Sarees' as unknown as Json);
    assert.equal(page.total, 2 as unknown as Json);
    const request = lastListing();
    assert.equal(request.category, 'organza-sarees');
    assert.deepEqual(request.priceBuckets, ['PRICE_BUCKET_0_1000', 'PRICE_BUCKET_2000_3000']);
    assert.equal(request.sort, 'PRODUCT_SORT_PRICE_HIGH_TO_LOW');
    const bad = await graphql('{ collectionPage(sortBy: "cheap") { total } }');
    assert.equal(bad.json.errors[0].message, 'Invalid sortBy: "cheap"' as unknown as Json);
    assert.equal(bad.json.errors[0].extensions.code, 'BAD_REQUEST' as unknown as Json);
    const unknown = await graphql('{ collectionPage(slug: "nope") { total } }');
    assert.equal(unknown.json.errors[0].message, 'Category not found' as unknown as Json);
  });

  it('productPage: product, reviews, related; NOT_FOUND for an unknown id', async () => {
    const response = await graphql(
      `query($id: ID!) { productPage(id: $id) { product { ${PRODUCT_FIELDS} } reviews { userName reviewValue } related { title } } }`,
      { id: ruby.id },
    );
    assert.equal(response.json.errors, undefined, response.text);
    const page = response.json.data.productPage;
    assert.equal(page.product.title, 'Ruby silk' as unknown as Json);
    assert.equal(page.reviews[0].userName, 'Ravi Kumar' as unknown as Json);
    const missing = await graphql('{ productPage(id: "nope") { product { id } } }');
    assert.equal(missing.json.errors[0].extensions.code, 'NOT_FOUND' as unknown as Json);
  });

  it('lists answer cards: a card has no description, the product page has', async () => {
    const cards = await graphql('{ search(keyword: "ruby") { title description } }');
    assert.match(cards.text, /Cannot query field \\"description\\" on type \\"ProductCard\\"/);
    const page = await graphql(
      `
        query ($id: ID!) {
          productPage(id: $id) {
            product {
              description
            }
            related {
              title
            }
          }
        }
      `,
      { id: ruby.id },
    );
    assert.equal(page.json.errors, undefined, page.text);
    assert.equal(typeof page.json.data.productPage.product.description, 'string');
  });

  it('search, categories, products', async () => {
    const response = await graphql(
      '{ search(keyword: "ruby") { title } categories { name } products(category: "silk-sarees") { total products { title } } }',
    );
    assert.equal(response.json.errors, undefined, response.text);
    assert.equal(response.json.data.search[0].title, 'Ruby silk' as unknown as Json);
    assert.ok((response.json.data.categories as unknown as Json[]).length >= 2);
  });
});
