// Reviews from verified buyers, moderated by the owner, on a real database, bus and gRPC:
// order-paid makes a customer a buyer, a non-buyer is refused, new reviews wait for the
// admin, and the product's rating (also in the read model's product page) counts only
// the approved ones.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { status } from '@grpc/grpc-js';
import { TOPICS, type EventData } from '@boutique/contracts';
import type { Actor } from '@boutique/contracts/common/v1/common';
import { createEnvelope } from '@boutique/service-kit';
import { waitFor } from '@boutique/testing';
import {
  ADMIN,
  buy,
  createProduct,
  CUSTOMER,
  rejectsWith,
  startCatalogue,
  type CatalogueFixture,
} from './fixtures/catalogue-fixture.js';

const parse = <T>(bytes: Uint8Array): T => JSON.parse(Buffer.from(bytes).toString('utf8')) as T;
const shopper = (name: string): Actor => ({
  userId: `user-${randomUUID()}`,
  role: 'user',
  userName: name,
});

describe('reviews from verified buyers, moderated by the owner', () => {
  let fixture: CatalogueFixture;
  let catalogue: CatalogueFixture['catalogue'];
  let organza: string;
  const pageRating = async (id: string) => {
    const view = parse<{ averageReview: number; reviewCount: number }>(
      (await catalogue.getProduct({ id, json: true })).jsonBody,
    );
    return [view.averageReview, view.reviewCount];
  };
  const review = (actor: Actor, productId: string, reviewValue: number, reviewMessage = 'Lovely') =>
    catalogue.addReview({ actor, productId, reviewValue, reviewMessage });
  const deliver = async (type: 'order-paid' | 'order-rejected', data: object, orderId: string) => {
    const envelope = createEnvelope('order', type, orderId, data as EventData<typeof type>);
    await fixture.service.bus.publish(TOPICS.order, envelope);
    await waitFor(
      async () =>
        (
          await fixture.service.dataSource.query<unknown[]>(
            `SELECT 1 FROM processed_event WHERE event_id = $1`,
            [envelope.id],
          )
        ).length > 0,
      { what: `${type} handled` },
    );
    return envelope;
  };

  before(async () => {
    fixture = await startCatalogue();
    catalogue = fixture.catalogue;
    organza = fixture.categories['organza-sarees'];
  });
  after(() => fixture?.close());

  it('refuses a customer who did not buy the saree, and takes one from a buyer', async () => {
    const product = await createProduct(catalogue, organza, { title: 'Bought saree' });
    const other = await createProduct(catalogue, organza, { title: 'Other saree' });
    const buyer = shopper('Asha');
    await rejectsWith(
      review(buyer, product.id, 5),
      status.PERMISSION_DENIED,
      'Only customers who bought this saree can review it',
    );
    const before = await catalogue.getReviewEligibility({ actor: buyer, productId: product.id });
    assert.equal(before.bought, false);
    assert.equal(before.canReview, false);
    assert.equal(before.review?.id, undefined);

    await buy(fixture, buyer, [product]);
    // Buying one saree does not make the customer a buyer of another.
    await rejectsWith(
      review(buyer, other.id, 5),
      status.PERMISSION_DENIED,
      'Only customers who bought this saree can review it',
    );
    const eligible = await catalogue.getReviewEligibility({ actor: buyer, productId: product.id });
    assert.equal(eligible.bought, true);
    assert.equal(eligible.canReview, true);

    const added = await review(buyer, product.id, 4, 'Soft and light');
    assert.equal(added.review?.status, 'pending');
    assert.equal(added.review?.verifiedBuyer, true);
    await rejectsWith(
      review(buyer, product.id, 1),
      status.ALREADY_EXISTS,
      'You have already reviewed this product',
    );
    const after = await catalogue.getReviewEligibility({ actor: buyer, productId: product.id });
    assert.equal(after.canReview, false);
    assert.equal(after.review?.status, 'pending');
    assert.equal(after.review?.reviewMessage, 'Soft and light');
    await rejectsWith(
      catalogue.getReviewEligibility({ actor: undefined, productId: product.id }),
      status.UNAUTHENTICATED,
      /sign in/,
    );
  });

  it('records a purchase once per order-paid, not for a payment that came too late, and forgets a rejected order', async () => {
    const product = await createProduct(catalogue, organza, { title: 'Saga saree', totalStock: 5 });
    const buyer = shopper('Bina');
    const orderId = randomUUID();
    await catalogue.reserveStock({
      reservationId: orderId,
      lines: [{ productId: product.id, colourId: '', quantity: 1 }],
    });
    const paid = {
      orderId,
      userId: buyer.userId,
      email: 'bina@example.com',
      userName: 'Bina',
      totalAmount: 300_000,
      lines: [
        {
          productId: product.id,
          colourId: '',
          title: product.title,
          productCode: '',
          colourTitle: '',
          quantity: 1,
          price: 300_000,
        },
      ],
      paymentId: `pay_${orderId}`,
      orderDate: new Date().toISOString(),
      shippingName: 'Bina',
      shippingAddress: '1 Temple Street, Chennai - 600001, Tamil Nadu',
      deliveryEarliestDate: '',
      deliveryLatestDate: '',
      invoiceNumber: '',
      invoicePdf: new Uint8Array(),
      invoiceFileName: '',
      paymentMethod: 'razorpay',
      amountDue: 0,
    };
    const envelope = await deliver('order-paid', paid, orderId);
    await fixture.service.bus.publish(TOPICS.order, envelope); // redelivered
    await deliver('order-paid', paid, orderId); // and a second event for the same order
    const purchases = () =>
      fixture.service.dataSource.query<{ user_id: string }[]>(
        `SELECT user_id FROM purchase WHERE product_id = $1`,
        [product.id],
      );
    assert.deepEqual(await purchases(), [{ user_id: buyer.userId }]);

    await deliver(
      'order-rejected',
      {
        orderId,
        userId: buyer.userId,
        paymentId: `pay_${orderId}`,
        totalAmount: 300_000,
        lines: [],
      },
      orderId,
    );
    assert.deepEqual(await purchases(), []);
    await rejectsWith(
      review(buyer, product.id, 5),
      status.PERMISSION_DENIED,
      'Only customers who bought this saree can review it',
    );

    // A payment for an order whose units were already given back buys nothing.
    const late = randomUUID();
    await catalogue.reserveStock({
      reservationId: late,
      lines: [{ productId: product.id, colourId: '', quantity: 1 }],
    });
    await catalogue.releaseReservation({ reservationId: late });
    await deliver('order-paid', { ...paid, orderId: late }, late);
    assert.deepEqual(await purchases(), []);
  });

  it('shows and counts only approved reviews; the admin approves and rejects with counts', async () => {
    const product = await createProduct(catalogue, organza, { title: 'Moderated saree' });
    const [asha, bina, chitra] = [shopper('Asha'), shopper('Bina'), shopper('Chitra')];
    for (const buyer of [asha, bina, chitra]) await buy(fixture, buyer, [product]);
    const first = await review(asha, product.id, 5, 'Beautiful');
    const second = await review(bina, product.id, 2, 'Spam link');
    const third = await review(chitra, product.id, 4, 'Good');
    assert.equal(first.averageReview, 0);
    assert.deepEqual((await catalogue.listReviews({ productId: product.id })).reviews, []);
    assert.deepEqual(await pageRating(product.id), [0, 0]);

    const pending = await catalogue.listReviewsForModeration({
      actor: ADMIN,
      status: 'pending',
      productId: product.id,
    });
    assert.deepEqual(
      pending.reviews.map((r) => [r.userName, r.productTitle]),
      [
        ['Chitra', 'Moderated saree'],
        ['Bina', 'Moderated saree'],
        ['Asha', 'Moderated saree'],
      ],
    );
    assert.deepEqual(pending.counts, { pending: 3, approved: 0, rejected: 0 });

    const approved = await catalogue.moderateReview({
      actor: ADMIN,
      id: first.review!.id,
      status: 'approved',
    });
    assert.equal(approved.review?.status, 'approved');
    assert.equal(approved.averageReview, 5);
    await catalogue.moderateReview({ actor: ADMIN, id: third.review!.id, status: 'approved' });
    await catalogue.moderateReview({ actor: ADMIN, id: second.review!.id, status: 'rejected' });

    const shown = await catalogue.listReviews({ productId: product.id });
    assert.deepEqual(
      shown.reviews.map((r) => [r.userName, r.status, r.verifiedBuyer]),
      [
        ['Chitra', 'approved', true],
        ['Asha', 'approved', true],
      ],
    );
    // The rejected 2 is not counted: (5 + 4) / 2; the read model's page follows at once.
    const { product: read } = await catalogue.getProduct({ id: product.id, json: false });
    assert.deepEqual([read?.averageReview, read?.reviewCount], [4.5, 2]);
    assert.deepEqual(await pageRating(product.id), [4.5, 2]);
    const counts = await catalogue.listReviewsForModeration({
      actor: ADMIN,
      status: 'rejected',
      productId: product.id,
    });
    assert.deepEqual(
      counts.reviews.map((r) => r.reviewMessage),
      ['Spam link'],
    );
    assert.deepEqual(counts.counts, { pending: 0, approved: 2, rejected: 1 });

    // Rejecting an approved review takes it out of the rating again.
    const back = await catalogue.moderateReview({
      actor: ADMIN,
      id: first.review!.id,
      status: 'rejected',
    });
    assert.equal(back.averageReview, 4);
    assert.deepEqual(await pageRating(product.id), [4, 1]);
    // The admin's product list still shows a product whose reviews are not approved yet.
    const reviewed = await catalogue.listReviewedProducts({ actor: ADMIN });
    assert.ok(reviewed.products.some((p) => p.productId === product.id));

    await rejectsWith(
      catalogue.moderateReview({ actor: ADMIN, id: first.review!.id, status: 'pending' }),
      status.INVALID_ARGUMENT,
      'Status must be approved or rejected',
    );
    await rejectsWith(
      catalogue.moderateReview({ actor: ADMIN, id: randomUUID(), status: 'approved' }),
      status.NOT_FOUND,
      'Review not found',
    );
    await rejectsWith(
      catalogue.listReviewsForModeration({ actor: ADMIN, status: 'spam', productId: '' }),
      status.INVALID_ARGUMENT,
      'Status must be pending, approved or rejected',
    );
    await rejectsWith(
      catalogue.moderateReview({ actor: CUSTOMER, id: third.review!.id, status: 'rejected' }),
      status.PERMISSION_DENIED,
      'Access denied',
    );
  });

  it('publishes new reviews at once while the owner has moderation off', async () => {
    assert.deepEqual((await catalogue.getReviewSettings({ actor: ADMIN })).settings, {
      moderation: true,
    });
    const product = await createProduct(catalogue, organza, { title: 'Unmoderated saree' });
    const [asha, bina] = [shopper('Asha'), shopper('Bina')];
    await buy(fixture, asha, [product]);
    await buy(fixture, bina, [product]);
    const off = await catalogue.updateReviewSettings({
      actor: ADMIN,
      settings: { moderation: false },
    });
    assert.deepEqual(off.settings, { moderation: false });
    assert.deepEqual((await catalogue.getReviewSettings({ actor: ADMIN })).settings, {
      moderation: false,
    });
    const added = await review(asha, product.id, 3, 'Nice');
    assert.equal(added.review?.status, 'approved');
    assert.equal(added.averageReview, 3);
    assert.deepEqual(await pageRating(product.id), [3, 1]);
    assert.equal((await catalogue.listReviews({ productId: product.id })).reviews.length, 1);

    await catalogue.updateReviewSettings({ actor: ADMIN, settings: { moderation: true } });
    const later = await review(bina, product.id, 5, 'Waits');
    assert.equal(later.review?.status, 'pending');
    assert.deepEqual(await pageRating(product.id), [3, 1]);
  });
});
