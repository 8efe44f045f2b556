// GST invoices through the real order service: none before the owner saves the tax
// settings; then each paid order gets the next number of its financial year, gapless and
// never twice, also with 50 confirmations at once across two replicas; a cancelled or
// rejected paid order gets a credit note from its own series; the PDF goes to the order's
// customer and the admin only; the owner's settings are checked with the form's messages.
import assert from 'node:assert/strict';
import { status } from '@grpc/grpc-js';
import { after, before, describe, it } from 'node:test';
import type { Actor } from '@boutique/contracts/common/v1/common';
import type { TaxSettings } from '@boutique/contracts/order/v1/order_service';
import type { InvoiceDocument } from '../src/invoices/invoice-document.js';
import {
  ADMIN,
  customer,
  orderRequest,
  rejectsWith,
  startOrders,
  startReplica,
  type OrderClient,
  type OrderFixture,
} from './fixtures/order-fixture.js';

const SETTINGS: TaxSettings = {
  legalName: 'Saree Boutique Pvt Ltd',
  gstin: '33ABCDE1234F1Z5',
  address: '4 Temple Street\nChennai 600004',
  stateCode: 'TN',
  invoicePrefix: 'SB',
  defaultRule: { hsnCode: '5007', rateBp: 500, threshold: 0, rateAboveBp: 0 },
  categoryRules: [],
  configured: true,
};
const NUMBER = /^SB\/\d{4}-\d{2}\/(\d{6})$/;
const PRICE = 105_000;

describe('GST invoices and credit notes', () => {
  let fixture: OrderFixture;

  before(async () => {
    fixture = await startOrders();
  });

  after(() => fixture?.close());

  async function paidOrder(actor: Actor, orders: OrderClient = fixture.orders) {
    const saree = fixture.catalogue.addProduct({
      title: 'Invoiced Kanjivaram',
      price: PRICE,
      colours: [{ title: 'Maroon', inventory: 3 }],
    });
    const placed = await orders.createOrder(
      orderRequest(actor, [{ productId: saree.id, colourId: saree.colours[0].id, quantity: 2 }]),
      { timeoutMs: 30_000 },
    );
    assert.equal(placed.ok, true);
    const orderId = placed.order!.id;
    const paid = await orders.capturePayment({ actor, orderId, ...fixture.payment.pay(orderId) });
    return paid.order!;
  }

  const query = <T>(sql: string, values: unknown[] = []) =>
    fixture.service.dataSource.query<T[]>(sql, values);

  it('issues nothing before the owner saves the tax settings', async () => {
    const asha = customer('Asha');
    const order = await paidOrder(asha);
    assert.equal(order.invoiceNumber, '');
    await rejectsWith(
      fixture.orders.getInvoicePdf({ actor: asha, orderId: order.id, kind: 'invoice' }),
      status.NOT_FOUND,
      'This order has no invoice',
    );
    const { settings } = await fixture.orders.getTaxSettings({ actor: ADMIN });
    assert.equal(settings?.configured, false);
    assert.equal(settings?.defaultRule?.hsnCode, '5007');
  });

  it("checks the owner's settings, for the admin only", async () => {
    await rejectsWith(
      fixture.orders.updateTaxSettings({ actor: customer(), settings: SETTINGS }),
      status.PERMISSION_DENIED,
      'Access denied',
    );
    await rejectsWith(
      fixture.orders.updateTaxSettings({
        actor: ADMIN,
        settings: { ...SETTINGS, gstin: '29ABCDE1234F1Z5' },
      }),
      status.INVALID_ARGUMENT,
      "The GSTIN must start with the state's GST code (33)",
    );
    const saved = await fixture.orders.updateTaxSettings({
      actor: ADMIN,
      settings: { ...SETTINGS, gstin: ' 33abcde1234f1z5 ' },
    });
    assert.equal(saved.message, 'Tax settings saved');
    assert.equal(saved.settings?.gstin, '33ABCDE1234F1Z5');
    assert.equal(
      (await fixture.orders.getTaxSettings({ actor: ADMIN })).settings?.configured,
      true,
    );
  });

  it('invoices a paid order once, with taxes that add up to its total; its PDF is its customer’s and the admin’s', async () => {
    const meera = customer('Meera');
    const order = await paidOrder(meera);
    assert.match(order.invoiceNumber, NUMBER);
    assert.match(order.invoiceDate, /^\d{4}-\d{2}-\d{2}$/);
    // Paying again (a capture repeated, a webhook) changes nothing.
    const again = await fixture.orders.capturePayment({
      actor: meera,
      orderId: order.id,
      ...fixture.payment.pay(order.id),
    });
    assert.equal(again.order?.invoiceNumber, order.invoiceNumber);
    assert.equal((await query(`SELECT 1 FROM invoice WHERE order_id = $1`, [order.id])).length, 1);
    const [{ document }] = await query<{ document: InvoiceDocument }>(
      `SELECT document FROM invoice WHERE order_id = $1`,
      [order.id],
    );
    // Shipped to Tamil Nadu from a shop in Tamil Nadu: CGST + SGST, to the paisa.
    assert.equal(document.intraState, true);
    assert.equal(document.placeOfSupply, 'Tamil Nadu (33)');
    assert.deepEqual(document.totals, {
      taxableValue: 200_000,
      cgst: 5000,
      sgst: 5000,
      igst: 0,
      total: 2 * PRICE,
    });

    for (const actor of [meera, ADMIN]) {
      const pdf = await fixture.orders.getInvoicePdf({ actor, orderId: order.id, kind: 'invoice' });
      assert.equal(Buffer.from(pdf.pdf).subarray(0, 5).toString(), '%PDF-');
      assert.equal(pdf.fileName, `invoice-${order.invoiceNumber.replaceAll('/', '-')}.pdf`);
    }
    await rejectsWith(
      fixture.orders.getInvoicePdf({
        actor: customer('Other'),
        orderId: order.id,
        kind: 'invoice',
      }),
      status.NOT_FOUND,
      'Order not found',
    );
  });

  it('gives 50 orders paid at once on two replicas 50 consecutive numbers', async () => {
    const replica = await startReplica(fixture);
    try {
      const [{ before }] = await query<{ before: number }>(
        `SELECT coalesce(max(last_number), 0) AS before FROM invoice_counter WHERE series LIKE 'SB/2%'`,
      );
      const shoppers = Array.from({ length: 50 }, (_, i) => customer(`Shopper ${i}`));
      const placed = await Promise.all(
        shoppers.map(async (actor, i) => {
          const saree = fixture.catalogue.addProduct({
            title: `Rush ${i}`,
            price: PRICE,
            colours: [{ title: 'Red', inventory: 1 }],
          });
          const answer = await fixture.orders.createOrder(
            orderRequest(actor, [
              { productId: saree.id, colourId: saree.colours[0].id, quantity: 1 },
            ]),
            { timeoutMs: 60_000 },
          );
          return { actor, orderId: answer.order!.id };
        }),
      );
      const paid = await Promise.all(
        placed.map(({ actor, orderId }, i) =>
          (i % 2 ? replica.orders : fixture.orders).capturePayment(
            { actor, orderId, ...fixture.payment.pay(orderId) },
            { timeoutMs: 60_000 },
          ),
        ),
      );
      const numbers = paid
        .map((answer) => Number(NUMBER.exec(answer.order!.invoiceNumber)![1]))
        .sort((a, b) => a - b);
      assert.deepEqual(
        numbers,
        Array.from({ length: 50 }, (_, i) => Number(before) + i + 1),
        'consecutive, no gap and no repeat',
      );
    } finally {
      await replica.stop();
    }
  });

  it('a cancelled paid order gets a credit note from its own series; a rejected one too', async () => {
    const ravi = customer('Ravi');
    const order = await paidOrder(ravi);
    const cancelled = await fixture.orders.cancelOrder({ actor: ravi, orderId: order.id });
    assert.match(cancelled.order!.creditNoteNumber, /^SB\/CN\/\d{4}-\d{2}\/\d{6}$/);
    assert.equal(cancelled.order!.invoiceNumber, order.invoiceNumber);
    const [{ document }] = await query<{ document: InvoiceDocument }>(
      `SELECT document FROM invoice WHERE order_id = $1 AND kind = 'credit-note'`,
      [order.id],
    );
    assert.deepEqual(document.against, { number: order.invoiceNumber, date: order.invoiceDate });
    assert.equal(document.reason, 'Order cancelled by the customer');
    assert.equal(document.totals.total, 2 * PRICE);
    const pdf = await fixture.orders.getInvoicePdf({
      actor: ravi,
      orderId: order.id,
      kind: 'credit-note',
    });
    assert.match(pdf.fileName, /^credit-note-SB-CN-\d{4}-\d{2}-\d{6}\.pdf$/);

    const rejected = await paidOrder(ravi);
    const answer = await fixture.orders.updateOrderStatus({
      actor: ADMIN,
      orderId: rejected.id,
      orderStatus: 'rejected',
      trackingNumber: '',
      courierId: '',
    });
    const first = Number(/(\d{6})$/.exec(cancelled.order!.creditNoteNumber)![1]);
    assert.equal(
      answer.order?.creditNoteNumber,
      cancelled.order!.creditNoteNumber.replace(/\d{6}$/, String(first + 1).padStart(6, '0')),
    );
    await rejectsWith(
      fixture.orders.getInvoicePdf({ actor: ravi, orderId: order.id, kind: 'receipt' }),
      status.INVALID_ARGUMENT,
      'Kind must be "invoice" or "credit-note"',
    );
  });
});
