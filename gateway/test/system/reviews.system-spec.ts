// System spec: reviews from verified buyers, moderated by the owner, through the whole
// stack (gateway, identity, catalogue, cart, order, payment): a shopper who paid for a
// saree (sandbox payment and capture, as a browser does) may review it and sees it
// pending; a shopper who did not is refused; the admin approves and the product page
// shows it as a verified buyer's with the new rating; a rejected review is never shown.
// Env: BASE_URL (gateway), ADMIN_EMAIL, ADMIN_PASSWORD.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { waitFor } from '@boutique/testing';
import { str, type Json } from '../fixtures/http.js';
import {
  adminToken,
  http,
  newCustomer,
  newShopper,
  skipWithoutStack,
  unique,
  type Shopper,
} from './shoppers.js';

const NOT_A_BUYER = 'Only customers who bought this saree can review it';

interface Saree {
  id: string;
  colourId: string;
  title: string;
}

async function newSaree(admin: string): Promise<Saree> {
  const categories = await http.get('/api/shop/categories/get');
  const category = str((categories.json.data as unknown as Json[])[0].id);
  const title = `Reviewed Saree ${unique()}`;
  const created = await http.post(
    '/api/admin/products/add',
    {
      title,
      description: 'Fabric: silk. A saree for the reviews system spec.',
      category,
      price: 1999,
      salePrice: 0,
      productCode: `REV${unique()}`.toUpperCase(),
      colors: [{ title: 'Red', inventory: 10, image: '' }],
      image: [],
    },
    { token: admin },
  );
  assert.equal(created.status, 201, created.text);
  return {
    id: str(created.json.data.id),
    colourId: str((created.json.data.colors as unknown as Json[])[0].id),
    title,
  };
}

/** The shopper orders one unit, pays in the sandbox and the order is captured (paid). */
async function buy(shopper: Shopper, saree: Saree): Promise<void> {
  const created = await http.post(
    '/api/shop/order/create',
    {
      userId: shopper.id,
      cartItems: [{ productId: saree.id, colors: { _id: saree.colourId }, quantity: 1 }],
      addressInfo: { addressId: shopper.addressId },
    },
    { token: shopper.token },
  );
  assert.equal(created.status, 201, created.text);
  const paid = await http.post(
    `/api/sandbox/razorpay/orders/${str(created.json.razorpayOrderId)}/pay`,
    { outcome: 'success' },
    { token: shopper.token },
  );
  assert.equal(paid.status, 200, paid.text);
  const captured = await http.post(
    '/api/shop/order/capture',
    {
      orderId: str(created.json.orderId),
      paymentId: str(paid.json.razorpay_payment_id),
      signature: str(paid.json.razorpay_signature),
    },
    { token: shopper.token },
  );
  assert.equal(captured.status, 200, captured.text);
  assert.equal(captured.json.data.paymentStatus, 'paid' as unknown as Json);
  // Catalogue learns of the purchase from order-paid, a moment later.
  await waitFor(async () => (await eligibility(shopper.token, saree.id)).canReview === true, {
    what: 'the purchase recorded by catalogue',
  });
}

async function eligibility(token: string, productId: string) {
  const answer = await http.get(`/api/shop/review-eligibility/${productId}`, { token });
  assert.equal(answer.status, 200, answer.text);
  return answer.json.data as unknown as {
    bought: boolean;
    canReview: boolean;
    reason: string;
    review: { status: string; reviewMessage: string } | null;
  };
}

const review = (token: string, productId: string, reviewValue: number, reviewMessage: string) =>
  http.post('/api/shop/review/add', { productId, reviewValue, reviewMessage }, { token });

describe(
  'reviews from verified buyers, moderated by the owner (system)',
  { skip: skipWithoutStack },
  () => {
    let admin = '';
    let saree: Saree;
    let moderationBefore = true;

    before(async () => {
      admin = await adminToken();
      const settings = await http.get('/api/admin/product-reviews/settings', { token: admin });
      assert.equal(settings.status, 200, settings.text);
      moderationBefore = settings.json.data.moderation as unknown as boolean;
      const on = await http.put(
        '/api/admin/product-reviews/settings',
        { moderation: true },
        { token: admin },
      );
      assert.equal(on.status, 200, on.text);
      saree = await newSaree(admin);
    });

    after(async () => {
      await http.put(
        '/api/admin/product-reviews/settings',
        { moderation: moderationBefore },
        { token: admin },
      );
      if (saree) await http.del(`/api/admin/products/delete/${saree.id}`, { token: admin });
    });

    it('refuses a shopper who did not buy the saree, with the reason', async () => {
      const stranger = await newCustomer(http, 'reviews', 'stranger');
      const refused = await review(stranger.token, saree.id, 5, 'Never bought it');
      assert.equal(refused.status, 403, refused.text);
      assert.deepEqual(refused.json, { success: false, message: NOT_A_BUYER });
      const answer = await eligibility(stranger.token, saree.id);
      assert.deepEqual(answer, {
        bought: false,
        canReview: false,
        reason: NOT_A_BUYER,
        review: null,
      });
      const guest = await http.get(`/api/shop/review-eligibility/${saree.id}`);
      assert.equal(guest.status, 401, guest.text);
    });

    it('a buyer reviews and sees it pending; the admin approves it and the product page shows it as a verified buyer’s with the new rating', async () => {
      const buyer = await newShopper(http, 'reviews', 'buyer');
      await buy(buyer, saree);
      const added = await review(buyer.token, saree.id, 4, 'The weave is beautiful');
      assert.equal(added.status, 201, added.text);
      assert.equal(added.json.data.status, 'pending' as unknown as Json);
      assert.equal(added.json.data.verifiedBuyer, true as unknown as Json);
      assert.match(str(added.json.message), /once the boutique approves it/);

      // Not shown yet, nor counted; the author sees their own review pending.
      const shown = await http.get(`/api/shop/review/${saree.id}`);
      assert.deepEqual(shown.json.data, []);
      const mine = await eligibility(buyer.token, saree.id);
      assert.equal(mine.canReview, false);
      assert.equal(mine.review?.status, 'pending');
      const again = await review(buyer.token, saree.id, 5, 'Again');
      assert.equal(again.status, 409, again.text);

      // The admin's moderation list and the side menu's count.
      const counts = await http.get('/api/admin/product-reviews/counts', { token: admin });
      assert.equal(counts.status, 200, counts.text);
      assert.ok((counts.json.data.pending as unknown as number) >= 1);
      const pending = await http.get('/api/admin/product-reviews/moderation?status=pending', {
        token: admin,
      });
      assert.equal(pending.status, 200, pending.text);
      const entry = (pending.json.data as unknown as Json[]).find(
        (r) => str(r.productId) === saree.id,
      );
      assert.ok(entry, 'the pending review is listed');
      assert.equal(entry.productTitle, saree.title as unknown as Json);
      assert.equal(entry.reviewMessage, 'The weave is beautiful' as unknown as Json);
      assert.deepEqual(pending.json.counts, counts.json.data);

      const approved = await http.put(
        `/api/admin/product-reviews/${str(entry.id)}/approve`,
        {},
        { token: admin },
      );
      assert.equal(approved.status, 200, approved.text);
      assert.equal(approved.json.message, 'Review approved' as unknown as Json);
      assert.equal(approved.json.averageReview, 4 as unknown as Json);

      const reviews = await http.get(`/api/shop/review/${saree.id}`);
      assert.equal(reviews.status, 200, reviews.text);
      const [published] = reviews.json.data as unknown as Json[];
      assert.equal(published?.reviewMessage, 'The weave is beautiful' as unknown as Json);
      assert.equal(published?.verifiedBuyer, true as unknown as Json);
      assert.equal(published?.userName, 'Shopper buyer' as unknown as Json);
      await waitFor(
        async () => {
          const page = await http.get(`/api/shop/products/get/${saree.id}`);
          return page.json.data?.averageReview === (4 as unknown as Json) &&
            page.json.data?.reviewCount === (1 as unknown as Json)
            ? true
            : undefined;
        },
        { what: 'the product page with the new rating' },
      );
      const graph = await http.graphql(
        `query ($id: ID!) { productPage(id: $id) { product { averageReview reviewCount } reviews { reviewMessage verifiedBuyer status } } }`,
        { id: saree.id },
      );
      assert.equal(graph.status, 200, graph.text);
      assert.deepEqual(graph.json.data.productPage.product, { averageReview: 4, reviewCount: 1 });
      assert.deepEqual(graph.json.data.productPage.reviews, [
        { reviewMessage: 'The weave is beautiful', verifiedBuyer: true, status: 'approved' },
      ]);
      assert.equal((await eligibility(buyer.token, saree.id)).review?.status, 'approved');
    });

    it('a rejected review is never shown nor counted; customers cannot moderate', async () => {
      const buyer = await newShopper(http, 'reviews', 'second');
      await buy(buyer, saree);
      const added = await review(buyer.token, saree.id, 1, 'Visit my shop at spam.example');
      assert.equal(added.status, 201, added.text);
      const id = str(added.json.data.id);
      const forbidden = await http.put(
        `/api/admin/product-reviews/${id}/approve`,
        {},
        {
          token: buyer.token,
        },
      );
      assert.equal(forbidden.status, 403, forbidden.text);
      const rejected = await http.put(
        `/api/admin/product-reviews/${id}/reject`,
        {},
        {
          token: admin,
        },
      );
      assert.equal(rejected.status, 200, rejected.text);
      assert.equal(rejected.json.message, 'Review rejected' as unknown as Json);
      const reviews = await http.get(`/api/shop/review/${saree.id}`);
      assert.deepEqual(
        (reviews.json.data as unknown as Json[]).map((r) => r.reviewMessage),
        ['The weave is beautiful'],
      );
      const page = await http.get(`/api/shop/products/get/${saree.id}`);
      assert.equal(page.json.data.averageReview, 4 as unknown as Json);
      assert.equal(page.json.data.reviewCount, 1 as unknown as Json);
      const list = await http.get(
        `/api/admin/product-reviews/moderation?status=rejected&productId=${saree.id}`,
        { token: admin },
      );
      assert.deepEqual(list.json.counts, { pending: 0, approved: 1, rejected: 1 });
      const bad = await http.get('/api/admin/product-reviews/moderation?status=spam', {
        token: admin,
      });
      assert.equal(bad.status, 400, bad.text);
    });
  },
);
