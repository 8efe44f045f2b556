import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  creditNoteOf,
  financialYear,
  invoiceDocument,
  numberIn,
  rateFor,
  seriesOf,
  settingsProblem,
  splitTax,
  TAX_MESSAGES,
  type TaxSettings,
} from './tax-rules.js';

const SETTINGS: TaxSettings = {
  legalName: 'Saree Boutique Pvt Ltd',
  gstin: '29ABCDE1234F1Z5',
  address: '12 MG Road\nBengaluru 560001',
  stateCode: 'KA',
  invoicePrefix: 'SB',
  defaultRule: { hsnCode: '5007', rateBp: 500, threshold: 0, rateAboveBp: 0 },
  categoryRules: [
    // Blouses: apparel, 5% up to ₹2,500 a piece, 18% above.
    { categoryId: 'blouses', hsnCode: '6206', rateBp: 500, threshold: 250_000, rateAboveBp: 1800 },
  ],
};

const shippedTo = (state: string) => ({
  name: 'Meera',
  address: '4 Temple Street',
  city: 'Chennai',
  pincode: '600004',
  state,
  phone: '9876543210',
});

describe('GST on an order', () => {
  it('splits a tax-inclusive price into taxable value and tax that add up to it, to the paisa', () => {
    assert.deepEqual(splitTax(105_000, 500, true), {
      taxableValue: 100_000,
      cgst: 2500,
      sgst: 2500,
      igst: 0,
    });
    assert.deepEqual(splitTax(105_000, 500, false), {
      taxableValue: 100_000,
      cgst: 0,
      sgst: 0,
      igst: 5000,
    });
    // An odd tax: SGST takes the odd paisa.
    const odd = splitTax(149_999, 500, true);
    assert.equal(odd.taxableValue + odd.cgst + odd.sgst, 149_999);
    assert.equal(odd.sgst - odd.cgst, 1);
    for (let total = 1; total < 5_000_000; total += 7_919)
      for (const rate of [0, 25, 300, 500, 1200, 1800, 2800, 4000])
        for (const intra of [true, false]) {
          const split = splitTax(total, rate, intra);
          assert.equal(split.taxableValue + split.cgst + split.sgst + split.igst, total);
          assert.ok(split.cgst >= 0 && split.sgst >= 0 && split.igst >= 0);
        }
  });

  it('takes the rate above the limit only when one piece is worth more than it before tax', () => {
    const rule = SETTINGS.categoryRules[0];
    // ₹2,625 with 5% in it is ₹2,500 before tax: still 5%; a paisa more is above the limit.
    assert.equal(rateFor(rule, 250_000), 500);
    assert.equal(rateFor(rule, 262_500), 500);
    assert.equal(rateFor(rule, 262_501), 1800);
    assert.equal(rateFor(SETTINGS.defaultRule, 9_999_999), 500);
  });

  it('numbers invoices per financial year, April to March', () => {
    assert.equal(financialYear('2026-03-31'), '2025-26');
    assert.equal(financialYear('2026-04-01'), '2026-27');
    assert.equal(financialYear('2099-12-31'), '2099-00');
    assert.equal(seriesOf('SB', 'invoice', '2026-11-27'), 'SB/2026-27');
    assert.equal(seriesOf('SB', 'credit-note', '2027-01-05'), 'SB/CN/2026-27');
    assert.equal(numberIn('SB/2026-27', 123), 'SB/2026-27/000123');
  });

  it('refuses settings an invoice could not carry, with the form’s messages', () => {
    assert.equal(settingsProblem(SETTINGS), undefined);
    const problem = (patch: Partial<TaxSettings>) => settingsProblem({ ...SETTINGS, ...patch });
    assert.equal(problem({ legalName: ' ' }), TAX_MESSAGES.legalName);
    assert.equal(problem({ gstin: '29ABCDE1234F1Z' }), TAX_MESSAGES.gstin);
    assert.equal(problem({ stateCode: 'XX' }), TAX_MESSAGES.state);
    assert.equal(problem({ stateCode: 'TN' }), TAX_MESSAGES.gstinState('33'));
    assert.equal(problem({ address: '' }), TAX_MESSAGES.address);
    assert.equal(problem({ invoicePrefix: 'S/B' }), TAX_MESSAGES.prefix);
    assert.equal(
      problem({ defaultRule: { ...SETTINGS.defaultRule, hsnCode: '50071' } }),
      TAX_MESSAGES.hsn,
    );
    assert.equal(
      problem({ defaultRule: { ...SETTINGS.defaultRule, rateBp: 4100 } }),
      TAX_MESSAGES.rate,
    );
    assert.equal(
      problem({ defaultRule: { ...SETTINGS.defaultRule, threshold: 250_050 } }),
      TAX_MESSAGES.threshold,
    );
  });

  it('makes an invoice whose lines and totals add up to the order total: CGST + SGST in the shop’s state, IGST elsewhere', () => {
    const lines = [
      {
        title: 'Kanjivaram',
        colourTitle: 'Maroon',
        productCode: 'K1',
        categoryId: 'sarees',
        quantity: 2,
        price: 1_249_950,
        lineTotal: 2_499_900,
      },
      {
        title: 'Blouse',
        colourTitle: '',
        productCode: 'B1',
        categoryId: 'blouses',
        quantity: 1,
        price: 349_900,
        lineTotal: 349_900,
      },
      {
        title: 'Blouse',
        colourTitle: 'Gold',
        productCode: 'B2',
        categoryId: 'blouses',
        quantity: 3,
        price: 99_933,
        lineTotal: 299_799,
      },
    ];
    const total = 2_499_900 + 349_900 + 299_799;
    const make = (state: string) =>
      invoiceDocument({
        settings: SETTINGS,
        number: 'SB/2026-27/000001',
        day: '2026-11-27',
        orderId: '0f8e2c1a-1111-4222-8333-944445555666',
        email: 'meera@example.com',
        shippedTo: shippedTo(state),
        lines,
      });

    const inKarnataka = make('KA');
    assert.equal(inKarnataka.intraState, true);
    assert.equal(inKarnataka.placeOfSupply, 'Karnataka (29)');
    assert.deepEqual(
      inKarnataka.lines.map((line) => [line.hsnCode, line.rateBp]),
      [
        ['5007', 500],
        ['6206', 1800],
        ['6206', 500],
      ],
    );
    const t = inKarnataka.totals;
    assert.equal(t.total, total);
    assert.equal(t.taxableValue + t.cgst + t.sgst, total);
    assert.equal(t.igst, 0);
    for (const line of inKarnataka.lines)
      assert.equal(line.taxableValue + line.cgst + line.sgst + line.igst, line.total);

    const inTamilNadu = make('Tamil Nadu');
    assert.equal(inTamilNadu.intraState, false);
    assert.equal(inTamilNadu.placeOfSupply, 'Tamil Nadu (33)');
    assert.equal(inTamilNadu.totals.cgst + inTamilNadu.totals.sgst, 0);
    assert.equal(inTamilNadu.totals.taxableValue + inTamilNadu.totals.igst, total);
    assert.equal(inTamilNadu.totals.taxableValue, t.taxableValue, 'the same taxable value');
    assert.equal(inTamilNadu.lines[0].description, 'Kanjivaram (Maroon, K1)');
    assert.equal(inTamilNadu.buyer.address, '4 Temple Street\nChennai - 600004');

    // A return of one of the three blouses: the credit note holds that piece only, its tax
    // split again at the invoice's rate, its amounts adding up to the paisa.
    const credit = { number: 'SB/CN/2026-27/000001', day: '2026-11-30', reason: 'Returned' };
    const partial = creditNoteOf(inKarnataka, credit, [{ position: 2, quantity: 1 }]);
    assert.equal(partial.kind, 'credit-note');
    assert.deepEqual(partial.against, { number: 'SB/2026-27/000001', date: '2026-11-27' });
    assert.equal(partial.lines.length, 1);
    assert.equal(partial.lines[0].quantity, 1);
    assert.equal(partial.totals.total, 99_933);
    assert.deepEqual(splitTax(99_933, 500, true), {
      taxableValue: partial.totals.taxableValue,
      cgst: partial.totals.cgst,
      sgst: partial.totals.sgst,
      igst: 0,
    });
    // Asking more than was sold, or a line that is not there, credits only what was.
    const capped = creditNoteOf(inKarnataka, credit, [
      { position: 1, quantity: 5 },
      { position: 9, quantity: 1 },
    ]);
    assert.equal(capped.totals.total, 349_900);
    // Without lines it reverses the invoice whole.
    assert.equal(creditNoteOf(inKarnataka, credit).totals.total, total);
  });
});
