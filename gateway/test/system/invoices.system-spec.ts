// System spec: GST invoices through the whole running stack. The owner saves the shop's
// tax settings (checked with the form's messages, for the admin only); a paid order then
// carries its invoice number, its PDF downloads for its customer and the admin (nobody
// else), the confirmation e-mail names it, and cancelling it issues a credit note whose PDF
// downloads too.
// Env: BASE_URL (gateway), ADMIN_EMAIL, ADMIN_PASSWORD, MAIL_URL (npm test sets them).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { MailCatcher } from '@boutique/testing';
import {
  adminToken,
  http,
  newShopper as registerShopper,
  skipWithoutStack,
  type Shopper,
} from './shoppers.js';
import { str, type Json } from '../fixtures/http.js';
import { buyAndPay, newSaree } from './shop-steps.js';

const MAIL_URL = process.env.MAIL_URL?.replace(/\/$/, '');
const skip = skipWithoutStack || (!MAIL_URL && 'MAIL_URL is not set');

const SETTINGS = {
  legalName: 'Saree Boutique Pvt Ltd',
  gstin: '29ABCDE1234F1Z5',
  stateCode: 'KA',
  address: '12 MG Road\nBengaluru 560001',
  invoicePrefix: 'SB',
  defaultRule: { hsnCode: '5007', rate: 5, thresholdPrice: 0, rateAbove: 0 },
  categoryRules: [] as object[],
};
const INVOICE = /^SB\/\d{4}-\d{2}\/\d{6}$/;
const CREDIT_NOTE = /^SB\/CN\/\d{4}-\d{2}\/\d{6}$/;

describe('GST invoices (system)', { skip }, () => {
  let admin = '';
  let mail: MailCatcher;
  const products: string[] = [];

  before(async () => {
    admin = await adminToken();
    mail = new MailCatcher(MAIL_URL!);
  });

  after(async () => {
    for (const id of products) await http.del(`/api/admin/products/delete/${id}`, { token: admin });
  });

  const save = (body: object, token = admin) =>
    http.put('/api/admin/tax-settings', body, { token });

  /** A saree of the owner's, bought and paid in the sandbox by `shopper`: the paid order. */
  async function paidOrder(shopper: Shopper) {
    const saree = await newSaree(admin, products, { units: 2, price: 2100, label: 'Invoiced' });
    return (await buyAndPay(shopper, saree)).order;
  }

  it("saves the owner's tax settings, checked with the form's messages, for the admin only", async () => {
    const shopper = await registerShopper(http, 'gst', 'nosy');
    assert.equal((await save(SETTINGS, shopper.token)).status, 403);
    const cases: [object, string][] = [
      [
        { ...SETTINGS, gstin: '29ABCDE1234F1Z' },
        'Please enter a valid GSTIN (15 characters, e.g. 29ABCDE1234F1Z5)',
      ],
      [{ ...SETTINGS, stateCode: 'TN' }, "The GSTIN must start with the state's GST code (33)"],
      [
        { ...SETTINGS, defaultRule: { ...SETTINGS.defaultRule, rate: 41 } },
        'GST rate must be a percentage from 0 to 40',
      ],
      [
        { ...SETTINGS, defaultRule: { ...SETTINGS.defaultRule, rate: 'five' } },
        'GST rate must be a percentage from 0 to 40',
      ],
      [
        { ...SETTINGS, categoryRules: [{ categoryId: 'no-such', ...SETTINGS.defaultRule }] },
        'Unknown category',
      ],
    ];
    for (const [body, message] of cases) {
      const refused = await save(body);
      assert.equal(refused.status, 400, refused.text);
      assert.equal(refused.json.message, message as unknown as Json);
    }
    const saved = await save(SETTINGS);
    assert.equal(saved.status, 200, saved.text);
    assert.equal(saved.json.message, 'Tax settings saved' as unknown as Json);
    const shown = await http.get('/api/admin/tax-settings', { token: admin });
    assert.equal(shown.json.data.configured, true as unknown as Json);
    assert.equal(shown.json.data.gstin, SETTINGS.gstin as unknown as Json);
    assert.equal(shown.json.data.defaultRule.rate, 5 as unknown as Json);
  });

  it('reads and saves the same settings over GraphQL, with the same messages', async () => {
    const mutation = `mutation Save($input: TaxSettingsInput!) {
      updateTaxSettings(input: $input) { gstin stateCode configured defaultRule { hsnCode rate } }
    }`;
    const saved = await http.post(
      '/graphql',
      { query: mutation, variables: { input: SETTINGS } },
      { token: admin },
    );
    assert.equal(saved.status, 200, saved.text);
    const data = saved.json.data as unknown as {
      updateTaxSettings: { gstin: string; configured: boolean; defaultRule: { rate: number } };
    };
    assert.equal(data.updateTaxSettings.gstin, SETTINGS.gstin);
    assert.equal(data.updateTaxSettings.configured, true);
    assert.equal(data.updateTaxSettings.defaultRule.rate, 5);
    const refused = await http.post(
      '/graphql',
      { query: mutation, variables: { input: { ...SETTINGS, gstin: 'NOT-A-GSTIN' } } },
      { token: admin },
    );
    const errors = refused.json.errors as unknown as { message: string }[];
    assert.equal(
      errors[0].message,
      'Please enter a valid GSTIN (15 characters, e.g. 29ABCDE1234F1Z5)',
    );
    const read = await http.post(
      '/graphql',
      { query: '{ taxSettings { legalName invoicePrefix categoryRules { categoryId } } }' },
      { token: admin },
    );
    assert.equal(
      (read.json.data as unknown as { taxSettings: { legalName: string } }).taxSettings.legalName,
      SETTINGS.legalName,
    );
  });

  it('invoices a paid order: its number on the order and in the e-mail, its PDF for its customer and the admin only', async () => {
    const [priya, other] = await Promise.all([
      registerShopper(http, 'gst', 'priya'),
      registerShopper(http, 'gst', 'other'),
    ]);
    const order = await paidOrder(priya);
    const number = str(order.invoiceNumber);
    assert.match(number, INVOICE);
    assert.equal(str(order.creditNoteNumber), '');

    for (const token of [priya.token, admin]) {
      const pdf = await http.get(`/api/shop/order/invoice/${str(order.id)}`, { token });
      assert.equal(pdf.status, 200);
      assert.equal(pdf.headers.get('content-type'), 'application/pdf');
      assert.equal(
        pdf.headers.get('content-disposition'),
        `attachment; filename="invoice-${number.replaceAll('/', '-')}.pdf"`,
      );
      assert.equal(pdf.headers.get('cache-control'), 'private, no-store');
      assert.ok(pdf.text.startsWith('%PDF-'));
    }
    const stranger = await http.get(`/api/shop/order/invoice/${str(order.id)}`, {
      token: other.token,
    });
    assert.equal(stranger.status, 404);
    assert.equal(stranger.json.message, 'Order not found' as unknown as Json);
    const signedOut = await http.get(`/api/shop/order/invoice/${str(order.id)}`);
    assert.equal(signedOut.status, 401);
    const noCredit = await http.get(`/api/shop/order/credit-note/${str(order.id)}`, {
      token: priya.token,
    });
    assert.equal(noCredit.status, 404);
    assert.equal(noCredit.json.message, 'This order has no credit note' as unknown as Json);

    const [confirmation] = await mail.waitFor(priya.email, (m) =>
      m.subject.startsWith('Order confirmed'),
    );
    assert.ok((confirmation.text ?? '').includes(`Tax invoice ${number} is attached`));
    assert.deepEqual(
      (confirmation.attachments ?? []).map((file) => [file.filename, file.contentType]),
      [[`invoice-${number.replaceAll('/', '-')}.pdf`, 'application/pdf']],
    );
  });

  it('cancelling an invoiced order issues a credit note, downloadable as a PDF', async () => {
    const kiran = await registerShopper(http, 'gst', 'kiran');
    const order = await paidOrder(kiran);
    const cancelled = await http.post(
      '/api/shop/order/cancel',
      { orderId: str(order.id) },
      { token: kiran.token },
    );
    assert.equal(cancelled.status, 200, cancelled.text);
    const number = str(cancelled.json.data.creditNoteNumber);
    assert.match(number, CREDIT_NOTE);
    assert.equal(str(cancelled.json.data.invoiceNumber), str(order.invoiceNumber));
    const pdf = await http.get(`/api/shop/order/credit-note/${str(order.id)}`, {
      token: kiran.token,
    });
    assert.equal(pdf.status, 200);
    assert.equal(
      pdf.headers.get('content-disposition'),
      `attachment; filename="credit-note-${number.replaceAll('/', '-')}.pdf"`,
    );
    assert.ok(pdf.text.startsWith('%PDF-'));
  });
});
