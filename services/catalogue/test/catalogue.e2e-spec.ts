import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { status } from '@grpc/grpc-js';
import {
  ADMIN,
  buy,
  colour,
  createProduct,
  CUSTOMER,
  productInput,
  rejectsWith,
  startCatalogue,
  type CatalogueFixture,
} from './fixtures/catalogue-fixture.js';

interface OutboxRow {
  type: string;
  subject: string;
  envelope: { data: Record<string, unknown> };
}

describe('catalogue service over gRPC on a real database', () => {
  let fixture: CatalogueFixture;
  let catalogue: CatalogueFixture['catalogue'];
  let organza: string;
  const events = (subject: string) =>
    fixture.service.dataSource.query<OutboxRow[]>(
      `SELECT type, subject, envelope FROM outbox_event WHERE subject = $1 ORDER BY seq`,
      [subject],
    );

  before(async () => {
    fixture = await startCatalogue();
    catalogue = fixture.catalogue;
    organza = fixture.categories['organza-sarees'];
  });

  after(() => fixture?.close());

  describe('categories', () => {
    it('seeds the six collections in display order with descriptions', async () => {
      const { categories } = await catalogue.listCategories({ search: '' });
      assert.deepEqual(
        categories.map((c) => [c.name, c.slug]),
        [
          ['Tussars', 'tussar-sarees'],
          ['Banaras', 'banaras-sarees'],
          ['Cotton', 'cotton-sarees'],
          ['Organza', 'organza-sarees'],
          ['Georgette', 'georgette-sarees'],
          ['Celebrity Collection', 'celebrity-collection'],
        ],
      );
      assert.ok(categories.every((c) => c.description.split('. ').length >= 2));
      const { category } = await catalogue.getCategory({ idOrSlug: 'banaras-sarees' });
      assert.equal(category?.name, 'Banaras');
      const byId = await catalogue.getCategory({ idOrSlug: category.id });
      assert.equal(byId.category?.slug, 'banaras-sarees');
      await rejectsWith(
        catalogue.getCategory({ idOrSlug: 'nope' }),
        status.NOT_FOUND,
        'Category not found',
      );
    });

    it('creates, edits and deletes a category as admin only, with events', async () => {
      const input = {
        name: 'Kanjivaram Silk',
        description: 'Temple borders.',
        image: '',
        slug: '',
      };
      await rejectsWith(
        catalogue.createCategory({ actor: CUSTOMER, category: input }),
        status.PERMISSION_DENIED,
        'Access denied',
      );
      await rejectsWith(
        catalogue.createCategory({ actor: undefined, category: input }),
        status.PERMISSION_DENIED,
        'Access denied',
      );
      await rejectsWith(
        catalogue.createCategory({ actor: ADMIN, category: { ...input, image: 'javascript:x' } }),
        status.INVALID_ARGUMENT,
        'Image must be a link',
      );
      const { category } = await catalogue.createCategory({ actor: ADMIN, category: input });
      assert.equal(category?.slug, 'kanjivaram-silk');
      await rejectsWith(
        catalogue.createCategory({ actor: ADMIN, category: input }),
        status.ALREADY_EXISTS,
        'A category with this name already exists',
      );
      const { categories } = await catalogue.listCategories({ search: 'kanji' });
      assert.deepEqual(
        categories.map((c) => c.name),
        ['Kanjivaram Silk'],
      );
      const edited = await catalogue.updateCategory({
        actor: ADMIN,
        id: category.id,
        category: { ...input, name: 'Kanjivaram' },
      });
      assert.equal(edited.category?.name, 'Kanjivaram');
      assert.equal(edited.category?.slug, 'kanjivaram-silk');

      const product = await createProduct(catalogue, category.id, { title: 'Temple saree' });
      await rejectsWith(
        catalogue.deleteCategory({ actor: ADMIN, id: category.id }),
        status.FAILED_PRECONDITION,
        'This category still has 1 products. Move or delete them first.',
      );
      await catalogue.deleteProduct({ actor: ADMIN, id: product.id });
      await catalogue.deleteCategory({ actor: ADMIN, id: category.id });
      await rejectsWith(
        catalogue.getCategory({ idOrSlug: category.id }),
        status.NOT_FOUND,
        'Category not found',
      );
      assert.deepEqual(
        (await events(category.id)).map((e) => e.type),
        ['category-upserted', 'category-upserted', 'category-deleted'],
      );
    });
  });

  describe('products', () => {
    it('creates a product with colours, keeps total stock as their sum and publishes product-upserted', async () => {
      const product = await createProduct(catalogue, organza, {
        title: 'Pastel organza',
        productCode: 'ORG-1',
        price: 320_000,
        salePrice: 280_000,
        colours: [colour('Peach', 4, { image: '/media/images/p/640.jpg' }), colour('Mint', 6)],
      });
      assert.equal(product.totalStock, 10);
      assert.equal(product.categorySlug, 'organza-sarees');
      assert.equal(product.categoryName, 'Organza');
      assert.deepEqual(
        product.colours.map((c) => [c.title, c.inventory, c.image]),
        [
          ['Peach', 4, '/media/images/p/640.jpg'],
          ['Mint', 6, ''],
        ],
      );
      const { product: read } = await catalogue.getProduct({ id: product.id, json: false });
      assert.deepEqual(read, product);
      const [event] = await events(product.id);
      assert.equal(event.type, 'product-upserted');
      assert.equal(event.envelope.data.totalStock, 10);
      assert.equal(event.envelope.data.salePrice, 280_000);
    });

    it('validates with the admin form messages', async () => {
      const cases: [Parameters<typeof productInput>[1], string][] = [
        [{ title: ' ' }, 'Title is required'],
        [{ description: '' }, 'Description is required'],
        [{ categoryId: '' }, 'Category is required'],
        [{ price: 0 }, 'Price must be greater than 0'],
        [{ salePrice: 150_000 }, 'Sale price must be less than the price'],
        [{ totalStock: -1 }, 'Total stock must be a non-negative integer'],
        [{ colours: [colour('', 1)] }, 'Colour title is required'],
        [{ colours: [colour('Red', -2)] }, 'Colour inventory must be a non-negative integer'],
        [{ isWatchAndBuy: true, video: '' }, 'Watch and Buy requires an uploaded video'],
        // the gateway checks these first; catalogue holds the line for any other caller
        [{ price: 50 }, 'Price must be at least ₹1'],
        [{ price: 10_000, salePrice: 99 }, 'Sale price must be at least ₹1'],
        [{ images: ['javascript:alert(1)'] }, 'Image must be a link'],
        [
          { colours: [colour('Red', 1, { image: 'data:image/png;base64,AA' })] },
          'Colour image must be a link',
        ],
        [{ video: '/etc/passwd' }, 'Video must be a link'],
        [{ categoryId: '00000000-0000-4000-8000-000000000000' }, 'Category not found'],
        [{ categoryId: 'organza' }, 'Category not found'],
      ];
      for (const [patch, message] of cases) {
        await rejectsWith(
          catalogue.createProduct({ actor: ADMIN, product: productInput(organza, patch) }),
          status.INVALID_ARGUMENT,
          message,
        );
      }
    });

    it('refuses a product code used by another product, case-insensitively', async () => {
      const first = await createProduct(catalogue, organza, { productCode: 'DUP-7' });
      await rejectsWith(
        catalogue.createProduct({
          actor: ADMIN,
          product: productInput(organza, { productCode: 'dup-7' }),
        }),
        status.ALREADY_EXISTS,
        'Product code is already used by another product',
      );
      const other = await createProduct(catalogue, organza, { productCode: 'DUP-8' });
      await rejectsWith(
        catalogue.updateProduct({
          actor: ADMIN,
          id: other.id,
          product: productInput(organza, { productCode: 'DUP-7' }),
        }),
        status.ALREADY_EXISTS,
        'Product code is already used by another product',
      );
      // Keeping its own code is fine; empty codes never clash.
      await catalogue.updateProduct({
        actor: ADMIN,
        id: first.id,
        product: productInput(organza, { productCode: 'DUP-7' }),
      });
      await createProduct(catalogue, organza, { productCode: '' });
      await createProduct(catalogue, organza, { productCode: '' });
    });

    it('keeps admin writes for admins', async () => {
      const product = await createProduct(catalogue, organza);
      for (const actor of [CUSTOMER, undefined]) {
        await rejectsWith(
          catalogue.createProduct({ actor, product: productInput(organza) }),
          status.PERMISSION_DENIED,
          'Access denied',
        );
        await rejectsWith(
          catalogue.updateProduct({ actor, id: product.id, product: productInput(organza) }),
          status.PERMISSION_DENIED,
          'Access denied',
        );
        await rejectsWith(
          catalogue.deleteProduct({ actor, id: product.id }),
          status.PERMISSION_DENIED,
          'Access denied',
        );
        await rejectsWith(
          catalogue.listReviewedProducts({ actor }),
          status.PERMISSION_DENIED,
          'Access denied',
        );
        await rejectsWith(
          catalogue.deleteReview({ actor, id: product.id }),
          status.PERMISSION_DENIED,
          'Access denied',
        );
        for (const call of [
          () => catalogue.listReviewsForModeration({ actor, status: '', productId: '' }),
          () => catalogue.moderateReview({ actor, id: product.id, status: 'approved' }),
          () => catalogue.getReviewSettings({ actor }),
          () => catalogue.updateReviewSettings({ actor, settings: { moderation: false } }),
        ]) {
          await rejectsWith(call(), status.PERMISSION_DENIED, 'Access denied');
        }
      }
    });

    it('edits a product: colours with an id are kept, missing ones deleted, new ones created', async () => {
      const product = await createProduct(catalogue, organza, {
        title: 'Three colours',
        colours: [colour('Red', 5), colour('Blue', 5), colour('Green', 5)],
      });
      const [red, , green] = product.colours;
      const { product: edited } = await catalogue.updateProduct({
        actor: ADMIN,
        id: product.id,
        product: productInput(organza, {
          title: 'Two old, one new',
          salePrice: 99_900,
          colours: [
            colour('Deep red', 8, { id: red.id, baseInventory: 5 }),
            colour('Yellow', 2),
            colour('Green', 1, { id: green.id, baseInventory: -1 }),
          ],
        }),
      });
      assert.equal(edited?.title, 'Two old, one new');
      assert.equal(edited?.salePrice, 99_900);
      assert.deepEqual(
        edited?.colours.map((c) => [c.title, c.inventory]),
        [
          ['Deep red', 8],
          ['Yellow', 2],
          ['Green', 1],
        ],
      );
      assert.equal(edited?.colours[0].id, red.id);
      assert.equal(edited?.colours[2].id, green.id);
      assert.equal(edited?.totalStock, 11);
      const types = (await events(product.id)).map((e) => e.type);
      assert.deepEqual(types, ['product-upserted', 'stock-low', 'product-upserted']);

      // Colours removed entirely: the product's own stock takes over.
      const { product: plain } = await catalogue.updateProduct({
        actor: ADMIN,
        id: product.id,
        product: productInput(organza, { colours: [], totalStock: 7, baseTotalStock: -1 }),
      });
      assert.equal(plain?.colours.length, 0);
      assert.equal(plain?.totalStock, 7);
      await rejectsWith(
        catalogue.updateProduct({
          actor: ADMIN,
          id: '00000000-0000-4000-8000-000000000000',
          product: productInput(organza),
        }),
        status.NOT_FOUND,
        'Product not found',
      );
    });

    it('deletes a product with product-deleted', async () => {
      const product = await createProduct(catalogue, organza);
      await catalogue.deleteProduct({ actor: ADMIN, id: product.id });
      await rejectsWith(
        catalogue.getProduct({ id: product.id, json: false }),
        status.NOT_FOUND,
        'Product not found',
      );
      await rejectsWith(
        catalogue.deleteProduct({ actor: ADMIN, id: product.id }),
        status.NOT_FOUND,
        'Product not found',
      );
      const types = (await events(product.id)).map((e) => e.type);
      assert.deepEqual(types, ['product-upserted', 'product-deleted']);
    });

    it('gets several products by id, leaving unknown ids out', async () => {
      const a = await createProduct(catalogue, organza, { title: 'Many A' });
      const b = await createProduct(catalogue, organza, { title: 'Many B' });
      const { products } = await catalogue.getProducts({
        ids: [b.id, 'not-an-id', '00000000-0000-4000-8000-000000000000', a.id],
      });
      assert.deepEqual(
        products.map((p) => p.title),
        ['Many B', 'Many A'],
      );
      await rejectsWith(
        catalogue.getProduct({ id: 'nope', json: false }),
        status.NOT_FOUND,
        'Product not found',
      );
    });
  });

  describe('reviews', () => {
    it('takes one review per customer, keeps the average to one decimal and lists newest first', async () => {
      const product = await createProduct(catalogue, organza, { title: 'Reviewed saree' });
      const meera = { userId: 'user-2', role: 'user', userName: 'Meera' };
      const divya = { userId: 'user-3', role: 'user', userName: 'Divya' };
      for (const buyer of [CUSTOMER, meera, divya]) await buy(fixture, buyer, [product]);
      // Published at once (reviews.e2e-spec.ts covers moderation).
      await catalogue.updateReviewSettings({ actor: ADMIN, settings: { moderation: false } });
      const first = await catalogue.addReview({
        actor: CUSTOMER,
        productId: product.id,
        reviewMessage: ' Lovely drape ',
        reviewValue: 5,
      });
      assert.equal(first.review?.userName, 'Lakshmi');
      assert.equal(first.review?.reviewMessage, 'Lovely drape');
      assert.equal(first.averageReview, 5);
      await rejectsWith(
        catalogue.addReview({
          actor: CUSTOMER,
          productId: product.id,
          reviewMessage: 'Again',
          reviewValue: 1,
        }),
        status.ALREADY_EXISTS,
        'You have already reviewed this product',
      );
      const second = await catalogue.addReview({
        actor: meera,
        productId: product.id,
        reviewMessage: 'Nice',
        reviewValue: 4,
      });
      assert.equal(second.averageReview, 4.5);
      const third = await catalogue.addReview({
        actor: divya,
        productId: product.id,
        reviewMessage: 'Good',
        reviewValue: 4,
      });
      assert.equal(third.averageReview, 4.3);
      const { product: read } = await catalogue.getProduct({ id: product.id, json: false });
      assert.equal(read?.averageReview, 4.3);
      assert.equal(read?.reviewCount, 3);
      const { reviews } = await catalogue.listReviews({ productId: product.id });
      assert.deepEqual(
        reviews.map((r) => r.userName),
        ['Divya', 'Meera', 'Lakshmi'],
      );

      const reviewed = await catalogue.listReviewedProducts({ actor: ADMIN });
      const entry = reviewed.products.find((p) => p.productId === product.id);
      assert.equal(entry?.reviewCount, 3);
      assert.equal(entry?.image, '/media/images/a/1024.jpg');

      await catalogue.deleteReview({ actor: ADMIN, id: reviews[0].id });
      const { product: after } = await catalogue.getProduct({ id: product.id, json: false });
      assert.equal(after?.averageReview, 4.5);
      assert.equal(after?.reviewCount, 2);
      await catalogue.updateReviewSettings({ actor: ADMIN, settings: { moderation: true } });
    });

    it('refuses bad ratings, empty messages, unknown products and anonymous callers', async () => {
      const product = await createProduct(catalogue, organza);
      const add = (patch: object) =>
        catalogue.addReview({
          actor: CUSTOMER,
          productId: product.id,
          reviewMessage: 'Fine',
          reviewValue: 3,
          ...patch,
        });
      await rejectsWith(
        add({ reviewValue: 0 }),
        status.INVALID_ARGUMENT,
        'Rating must be between 1 and 5',
      );
      await rejectsWith(
        add({ reviewValue: 6 }),
        status.INVALID_ARGUMENT,
        'Rating must be between 1 and 5',
      );
      await rejectsWith(
        add({ reviewMessage: '  ' }),
        status.INVALID_ARGUMENT,
        'Review message is required',
      );
      await rejectsWith(
        add({ productId: '00000000-0000-4000-8000-000000000000' }),
        status.NOT_FOUND,
        'Product not found',
      );
      await rejectsWith(add({ actor: undefined }), status.UNAUTHENTICATED, /sign in/);
    });
  });
});
