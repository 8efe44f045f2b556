// System spec: returns after delivery, through the whole running stack (gateway, identity,
// catalogue, order, payment on the built-in sandbox, notification, the mail catcher;
// docs/returns.md). A delivered order's customer asks to return part of it (the form's
// refusals first, a sale line refused, another customer's order not found); the owner
// approves, receives and refunds it: a partial refund of the payment made once whatever is
// repeated, a credit note for the returned pieces only, an e-mail at each step. A rejected
// return tells the customer why; a replacement takes its units from stock, or is refused
// with the stock message when they are gone.
// Env: BASE_URL (gateway), ADMIN_EMAIL, ADMIN_PASSWORD, MAIL_URL (npm test sets them).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { gradientPng, MailCatcher } from '@boutique/testing';
import {
  BASE_URL,
  adminToken,
  http,
  newShopper as registerShopper,
  skipWithoutStack,
  unique,
  type Shopper,
} from './shoppers.js';
import { str, type Json } from '../fixtures/http.js';
import {
  buyAndPay,
  deliver,
  inventoryOf,
  newSaree,
  payInSandbox,
  until,
  type Saree,
} from './shop-steps.js';

const MAIL_URL = process.env.MAIL_URL?.replace(/\/$/, '');
const skip = skipWithoutStack || (!MAIL_URL && 'MAIL_URL is not set');

const REQUESTED = "Return requested. We'll reply within 2 working days.";
const PHOTO_NOT_FOUND = 'A photo could not be found. Please upload it again.';
/** The shop's GST settings (as the invoices spec saves them): paid orders get invoices. */
const TAX = {
  legalName: 'Saree Boutique Pvt Ltd',
  gstin: '29ABCDE1234F1Z5',
  stateCode: 'KA',
  address: '12 MG Road\nBengaluru 560001',
  invoicePrefix: 'SB',
  defaultRule: { hsnCode: '5007', rate: 5, thresholdPrice: 0, rateAbove: 0 },
  categoryRules: [],
};

describe('returns after delivery (system)', { skip }, () => {
  let admin = '';
  let mail: MailCatcher;
  const products: string[] = [];

  before(async () => {
    admin = await adminToken();
    mail = new MailCatcher(MAIL_URL!);
    const taxed = await http.put('/api/admin/tax-settings', TAX, { token: admin });
    assert.equal(taxed.status, 200, taxed.text);
  });

  after(async () => {
    for (const id of products) await http.del(`/api/admin/products/delete/${id}`, { token: admin });
  });

  const newShopper = (label: string) => registerShopper(http, 'returns', label);
  const saree = (units: number, price = 2999) =>
    newSaree(admin, products, { units, price, label: 'Returned' });

  /** A paid order of `quantity` units, delivered. */
  async function deliveredOrder(shopper: Shopper, product: Saree, quantity: number) {
    const bought = await buyAndPay(shopper, product, quantity);
    await deliver(admin, bought.orderId);
    return bought;
  }

  const ask = (shopper: Shopper, orderId: string, body: Json | Record<string, unknown>) =>
    http.post(`/api/shop/order/${orderId}/return`, body, { token: shopper.token });

  const line = (product: Saree, quantity = 1) => ({
    productId: product.id,
    colorId: product.colourId,
    quantity,
  });

  const step = (id: string, name: string, body: Record<string, unknown> = {}) =>
    http.post(`/api/admin/returns/${id}/${name}`, body, { token: admin });

  /** The return's refund in the owner's refunds list, once the provider made it. */
  const refundOfReturn = (returnId: string) =>
    until(`the refund of return ${returnId}`, async () => {
      const listed = await http.get('/api/admin/refunds?pageSize=100', { token: admin });
      const found = (listed.json.data as unknown as Json[]).filter(
        (refund) => str(refund.id) === `return-${returnId}`,
      );
      return found.length && found[0].status === ('refunded' as unknown) ? found : undefined;
    });

  it('a delivered order is returned in part: asked, approved, received, refunded once with a credit note for the returned piece', async () => {
    const product = await saree(5);
    const [anita, other] = await Promise.all([newShopper('anita'), newShopper('other')]);
    const { orderId, paymentId, order: paid } = await buyAndPay(anita, product, 2);
    assert.equal(paid.returnDeadline, '' as unknown as Json, 'no return before delivery');
    const early = await ask(anita, orderId, { lines: [line(product)], reason: 'damaged' });
    assert.equal(early.status, 409, early.text);
    assert.equal(early.json.message, 'Only a delivered order can be returned' as unknown as Json);

    await deliver(admin, orderId);
    const delivered = await http.get(`/api/shop/order/details/${orderId}`, {
      token: anita.token,
    });
    const deadline = Date.parse(str(delivered.json.data.returnDeadline));
    const deliveredAt = Date.parse(str(delivered.json.data.deliveredAt));
    assert.equal(deadline - deliveredAt, 2 * 86_400_000, 'the policy’s 2 days after delivery');
    assert.equal((delivered.json.data.cartItems as unknown as Json[])[0].returnable, true);

    // The form's refusals change nothing.
    for (const [body, status, message] of [
      [{ lines: [], reason: 'damaged' }, 400, 'Please choose at least one item to return'],
      [{ lines: [line(product)], reason: 'dislike' }, 400, 'Please choose a reason for the return'],
      [
        { lines: [line(product, 3)], reason: 'damaged' },
        400,
        'Quantity to return must be between 1 and the quantity ordered',
      ],
      [
        { lines: [{ productId: products[0], colorId: 'nope', quantity: 1 }], reason: 'damaged' },
        400,
        'This item is not in the order',
      ],
      [
        { lines: [line(product)], reason: 'damaged', note: 'x'.repeat(1001) },
        400,
        'The note can be at most 1000 characters',
      ],
    ] as const) {
      const refused = await ask(anita, orderId, body);
      assert.equal(refused.status, status, refused.text);
      assert.equal(refused.json.message, message as unknown as Json);
    }
    const stranger = await ask(other, orderId, { lines: [line(product)], reason: 'damaged' });
    assert.equal(stranger.status, 404, stranger.text);
    const signedOut = await http.post(`/api/shop/order/${orderId}/return`, {
      lines: [line(product)],
      reason: 'damaged',
    });
    assert.equal(signedOut.status, 401, signedOut.text);

    const asked = await ask(anita, orderId, {
      lines: [line(product)],
      reason: 'damaged',
      note: 'The pallu is torn',
    });
    assert.equal(asked.status, 201, asked.text);
    assert.equal(asked.json.message, REQUESTED as unknown as Json);
    const requested = asked.json.data.returnRequest;
    assert.equal(requested.status, 'requested' as unknown as Json);
    assert.equal(requested.reasonLabel, 'Arrived damaged' as unknown as Json);
    assert.equal(requested.itemsAmount, 2999 as unknown as Json);
    assert.equal(asked.json.data.returnDeadline, '' as unknown as Json, 'one return per order');
    const returnId = str(requested.id);
    const twice = await ask(anita, orderId, { lines: [line(product)], reason: 'damaged' });
    assert.equal(twice.status, 409, twice.text);
    assert.equal(
      twice.json.message,
      'A return has already been requested for this order' as unknown as Json,
    );
    await mail.waitFor(anita.email, (m) => m.subject.startsWith('We received your return request'));
    await until('the shop’s e-mail', async () =>
      (await mail.all()).find(
        (m) =>
          m.subject.startsWith('Return requested for order') && (m.text ?? '').includes(orderId),
      ),
    );

    // The owner's list, and the steps in order only.
    const listed = await http.get('/api/admin/returns?status=requested&pageSize=100', {
      token: admin,
    });
    assert.equal(listed.status, 200, listed.text);
    const mine = (listed.json.data as unknown as Json[]).find((r) => str(r.id) === returnId);
    assert.equal(str(mine?.email), anita.email);
    assert.equal(mine?.paymentMethod, 'razorpay' as unknown as Json);
    const early409 = await step(returnId, 'received');
    assert.equal(early409.status, 409, early409.text);
    assert.equal(
      early409.json.message,
      "This return is requested; it can't be marked as received" as unknown as Json,
    );
    const approved = await step(returnId, 'approve', { note: 'Please use India Post' });
    assert.equal(approved.status, 200, approved.text);
    assert.equal(approved.json.message, 'Return approved' as unknown as Json);
    const approvedAgain = await step(returnId, 'approve');
    assert.equal(approvedAgain.status, 200, approvedAgain.text);
    assert.equal(approvedAgain.json.data.status, 'approved' as unknown as Json);
    await mail.waitFor(anita.email, (m) => m.subject.includes('is approved'));
    const received = await step(returnId, 'received');
    assert.equal(received.status, 200, received.text);

    const tooMuch = await step(returnId, 'refund', { shippingReimbursement: 150 });
    assert.equal(tooMuch.status, 400, tooMuch.text);
    assert.equal(
      tooMuch.json.message,
      'Return shipping reimbursement can be ₹0 to ₹100' as unknown as Json,
    );
    const refunded = await step(returnId, 'refund', { shippingReimbursement: 80, deduction: 0 });
    assert.equal(refunded.status, 200, refunded.text);
    assert.equal(refunded.json.message, 'Refund of ₹3,079 started' as unknown as Json);
    assert.equal(refunded.json.data.refundAmount, 3079 as unknown as Json);
    assert.match(str(refunded.json.data.creditNoteNumber), /^SB\/CN\/\d{4}-\d{2}\/\d{6}$/);
    // Asked again (a double click, a retried request): the same return, no second refund.
    const again = await step(returnId, 'refund', { shippingReimbursement: 80 });
    assert.equal(again.status, 200, again.text);
    assert.equal(again.json.data.status, 'refunded' as unknown as Json);

    const [refund] = await refundOfReturn(returnId);
    assert.equal(refund.amount, 3079 as unknown as Json);
    assert.equal(refund.reason, 'return' as unknown as Json);
    assert.equal(str(refund.paymentId), paymentId);
    const shown = await http.get(`/api/sandbox/razorpay/payments/${paymentId}`, {
      token: anita.token,
    });
    assert.equal(shown.json.amount_refunded, 307_900 as unknown as Json);
    assert.equal(shown.json.status, 'captured' as unknown as Json, 'a part, not the whole');
    const after = await until('the refund on the return', async () => {
      const seen = await http.get(`/api/shop/order/details/${orderId}`, { token: anita.token });
      const found = seen.json.data.returnRequest;
      return str(found.refundedAt) ? seen.json.data : undefined;
    });
    assert.match(str(after.returnRequest.refundReference), /^rfnd_/);
    assert.equal(after.refundedAmount, 0 as unknown as Json, 'the order itself is not refunded');
    assert.equal(after.orderStatus, 'delivered' as unknown as Json);
    await mail.waitFor(anita.email, (m) => m.subject.startsWith('Your refund for order'));

    // The credit note (for the returned piece only: tax-rules.spec) is the customer's PDF.
    const note = await http.get(`/api/shop/order/credit-note/${orderId}`, { token: anita.token });
    assert.equal(note.status, 200, note.text);
    assert.ok(note.text.startsWith('%PDF-'));
    const refunds = await http.get('/api/admin/refunds?pageSize=100', { token: admin });
    assert.equal(
      (refunds.json.data as unknown as Json[]).filter((r) => str(r.paymentId) === paymentId).length,
      1,
      'refunded once',
    );
  });

  it('a rejected return tells the customer why; sale lines and flagged products are not returnable', async () => {
    const full = await saree(3);
    const categories = await http.get('/api/shop/categories/get');
    /** A saree of the owner's with one colour of 3 units, as `extra` says. */
    const product = async (label: string, extra: Record<string, unknown>): Promise<Saree> => {
      const made = await http.post(
        '/api/admin/products/add',
        {
          title: `${label} Saree ${unique()}`,
          description: 'Fabric: cotton.',
          category: str((categories.json.data as unknown as Json[])[0].id),
          price: 2000,
          salePrice: 0,
          productCode: `${label}${unique()}`.toUpperCase(),
          colors: [{ title: 'Blue', inventory: 3, image: '' }],
          image: [],
          ...extra,
        },
        { token: admin },
      );
      assert.equal(made.status, 201, made.text);
      products.push(str(made.json.data.id));
      return {
        id: str(made.json.data.id),
        colourId: str((made.json.data.colors as unknown as Json[])[0].id),
        title: str(made.json.data.title),
      };
    };
    const onSale = await product('Sale', { salePrice: 1500 });
    const beaded = await product('Beaded', { noReturns: true });
    const shown = await http.get(`/api/shop/products/get/${beaded.id}?fresh=${unique()}`);
    assert.equal(shown.json.data.noReturns, true as unknown as Json, 'the product page says so');
    const meera = await newShopper('meera');
    const created = await http.post(
      '/api/shop/order/create',
      {
        userId: meera.id,
        cartItems: [
          { productId: full.id, colors: { _id: full.colourId }, quantity: 1 },
          { productId: onSale.id, colors: { _id: onSale.colourId }, quantity: 1 },
          { productId: beaded.id, colors: { _id: beaded.colourId }, quantity: 1 },
        ],
        addressInfo: { addressId: meera.addressId },
      },
      { token: meera.token },
    );
    assert.equal(created.status, 201, created.text);
    const { orderId } = await payInSandbox(meera, created.json);
    await deliver(admin, orderId);
    const seen = await http.get(`/api/shop/order/details/${orderId}`, { token: meera.token });
    const saleLine = (seen.json.data.cartItems as unknown as Json[]).find(
      (l) => str(l.productId) === onSale.id,
    );
    assert.equal(saleLine?.returnable, false as unknown as Json);
    assert.equal(saleLine?.notReturnableReason, "Sale items can't be returned" as unknown as Json);
    const sale = await ask(meera, orderId, { lines: [line(onSale)], reason: 'defective' });
    assert.equal(sale.status, 400, sale.text);
    assert.equal(sale.json.message, "Sale items can't be returned" as unknown as Json);
    const flagged = await ask(meera, orderId, { lines: [line(beaded)], reason: 'defective' });
    assert.equal(flagged.status, 400, flagged.text);
    assert.equal(
      flagged.json.message,
      "This item can't be returned, as its product page says" as unknown as Json,
    );

    const asked = await ask(meera, orderId, { lines: [line(full)], reason: 'not-as-described' });
    assert.equal(asked.status, 201, asked.text);
    const returnId = str(asked.json.data.returnRequest.id);
    const noNote = await step(returnId, 'reject');
    assert.equal(noNote.status, 400, noNote.text);
    assert.equal(noNote.json.message, 'Please say why the return is rejected' as unknown as Json);
    const rejected = await step(returnId, 'reject', {
      note: 'The photos show the saree as described',
    });
    assert.equal(rejected.status, 200, rejected.text);
    assert.equal(rejected.json.data.status, 'rejected' as unknown as Json);
    const late = await step(returnId, 'approve');
    assert.equal(late.status, 409, late.text);
    const [told] = await mail.waitFor(meera.email, (m) =>
      m.subject.startsWith('About your return'),
    );
    assert.match(told.text ?? '', /The photos show the saree as described/);
    const denied = await http.get('/api/admin/returns', { token: meera.token });
    assert.equal(denied.status, 403, denied.text);
  });

  it('a replacement takes its units from stock once, or is refused with the stock message', async () => {
    const product = await saree(3);
    const [ravi, sita] = await Promise.all([newShopper('ravi'), newShopper('sita')]);
    const received = async (shopper: Shopper, orderId: string) => {
      const asked = await ask(shopper, orderId, { lines: [line(product)], reason: 'wrong-item' });
      assert.equal(asked.status, 201, asked.text);
      const id = str(asked.json.data.returnRequest.id);
      for (const name of ['approve', 'received'])
        assert.equal((await step(id, name)).status, 200, name);
      return id;
    };

    const first = await deliveredOrder(ravi, product, 1);
    const ravisReturn = await received(ravi, first.orderId);
    assert.equal(await inventoryOf(product), 2);
    const replaced = await step(ravisReturn, 'replace');
    assert.equal(replaced.status, 200, replaced.text);
    assert.equal(replaced.json.message, 'Replacement will be sent' as unknown as Json);
    assert.equal(replaced.json.data.resolution, 'replacement' as unknown as Json);
    assert.equal((await step(ravisReturn, 'replace')).status, 200, 'a repeat changes nothing');
    assert.equal((await step(ravisReturn, 'refund')).status, 409, 'replaced, not refunded');
    await until('the replacement taken from stock', async () =>
      (await inventoryOf(product)) === 1 ? true : undefined,
    );
    await mail.waitFor(ravi.email, (m) => m.subject.includes('replacement'));

    // Sita buys the last unit; her replacement finds none left.
    const second = await deliveredOrder(sita, product, 1);
    const sitasReturn = await received(sita, second.orderId);
    await until('the last unit sold', async () =>
      (await inventoryOf(product)) === 0 ? true : undefined,
    );
    const none = await step(sitasReturn, 'replace');
    assert.equal(none.status, 409, none.text);
    assert.match(str(none.json.message), /out of stock\. Refund the return instead\./);
    const still = await http.get('/api/admin/returns?status=received&pageSize=100', {
      token: admin,
    });
    assert.ok(
      (still.json.data as unknown as Json[]).some((r) => str(r.id) === sitasReturn),
      'still received: the owner can refund it',
    );
  });

  it("a return's photos: only the customer's own images, at most 4, kept with the return for the owner and in the shop's e-mail", async () => {
    const product = await saree(2);
    const meera = await newShopper('meera');
    const ravi = await newShopper('ravi');
    const { orderId } = await deliveredOrder(meera, product, 1);
    const PHOTO_ROUTE = '/api/shop/upload/return-photo';
    const photo = (
      shopper: Shopper | undefined,
      bytes: Uint8Array = gradientPng(800, 600),
      type = 'image/png',
    ) => http.upload(PHOTO_ROUTE, { bytes, type, name: 'pallu.png' }, { token: shopper?.token });

    assert.equal((await photo(undefined)).status, 401, 'signed out');
    const ownersRoute = await http.upload(
      '/api/admin/upload/image',
      { bytes: gradientPng(10, 10), type: 'image/png', name: 'x.png' },
      { token: meera.token },
    );
    assert.equal(ownersRoute.status, 403, 'the owner’s media route stays the owner’s');
    const notImage = await photo(
      meera,
      new TextEncoder().encode('<html>not a photo</html>'),
      'image/png',
    );
    assert.equal(notImage.status, 415, notImage.text);
    assert.equal(notImage.json.message, 'Unsupported file format' as unknown as Json);
    const tooLarge = await photo(meera, new Uint8Array(1_048_577));
    assert.equal(tooLarge.status, 413, tooLarge.text);

    const uploads: { id: string; url: string }[] = [];
    for (const [shopper, size] of [
      [meera, 800],
      [meera, 400],
      [ravi, 600],
    ] as const) {
      const uploaded = await photo(shopper, gradientPng(size, size));
      assert.equal(uploaded.status, 201, uploaded.text);
      uploads.push({ id: str(uploaded.json.data.id), url: str(uploaded.json.data.url) });
    }
    const [first, second, ravis] = uploads;

    const withPhotos = (photos: unknown) =>
      ask(meera, orderId, { lines: [line(product)], reason: 'defective', photos });
    const stolen = await withPhotos([first.id, ravis.id]);
    assert.equal(stolen.status, 400, stolen.text);
    assert.equal(stolen.json.message, PHOTO_NOT_FOUND as unknown as Json);
    const five = await withPhotos([first.id, second.id, ravis.id, 'a', 'b']);
    assert.equal(five.status, 400, five.text);
    assert.equal(five.json.message, 'You can add at most 4 photos' as unknown as Json);
    const gone = await withPhotos(['/media/images/00000000-0000-4000-8000-000000000000/640.jpg']);
    assert.equal(gone.status, 400, gone.text);
    assert.equal(gone.json.message, PHOTO_NOT_FOUND as unknown as Json);

    // refused requests stored nothing: the return is still open to ask
    const asked = await withPhotos([first.id, second.url, first.id]);
    assert.equal(asked.status, 201, asked.text);
    assert.deepEqual(asked.json.data.returnRequest.photos, [first.url, second.url]);
    const served = await fetch(`${BASE_URL}${first.url}`);
    assert.equal(served.status, 200);
    assert.match(served.headers.get('content-type') ?? '', /^image\//);

    const listed = await http.get('/api/admin/returns?status=requested&pageSize=100', {
      token: admin,
    });
    const mine = (listed.json.data as unknown as Json[]).find(
      (found) => str(found.orderId) === orderId,
    );
    assert.deepEqual(mine?.photos, [first.url, second.url]);
    const shopMail = await until('the shop’s e-mail with the photos', async () =>
      (await mail.all()).find(
        (m) =>
          m.subject.startsWith('Return requested for order') && (m.text ?? '').includes(orderId),
      ),
    );
    assert.match(shopMail.text ?? '', new RegExp(`Photo 2: https?://\\S+${second.url}`));
  });
});
