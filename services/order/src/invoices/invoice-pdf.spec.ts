import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { InvoiceDocument, InvoiceLine } from './invoice-document.js';
import { formatPaise, formatRate, formatRupees, renderInvoicePdf, winAnsi } from './invoice-pdf.js';

// ── Reading the text back out of an uncompressed pdfkit file ───────────────────────────
// pdfkit writes each line of text as a TJ array of hex glyph strings with kerning numbers
// between them, e.g. [<5273> 15 <2e> 60 <2031322c> 0] TJ. With the standard fonts a glyph
// is one WinAnsi byte: Latin-1, but for 0x80-0x9F, which hold these characters.
const WIN_ANSI_80_9F = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

function decodeWinAnsi(hex: string): string {
  let text = '';
  for (let i = 0; i + 1 < hex.length; i += 2) {
    const byte = parseInt(hex.slice(i, i + 2), 16);
    text += byte >= 0x80 && byte <= 0x9f ? WIN_ANSI_80_9F[byte - 0x80] : String.fromCharCode(byte);
  }
  return text;
}

/** The text of an uncompressed PDF, one line per TJ operator, in drawing order. */
function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const shown: string[] = [];
  for (const [, array] of source.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
    shown.push(
      [...array.matchAll(/<([0-9a-fA-F]*)>/g)].map(([, hex]) => decodeWinAnsi(hex)).join(''),
    );
  }
  return shown.join('\n');
}

/** The text with every run of white space (line breaks included) as one space. */
const flat = (text: string): string => text.replace(/\s+/g, ' ');

const pageCount = (pdf: Buffer): number =>
  [...pdf.toString('latin1').matchAll(/\/Type \/Page\b(?!s)/g)].length;

// ── Documents ──────────────────────────────────────────────────────────────────────────

function line(fields: Partial<InvoiceLine> = {}): InvoiceLine {
  return {
    description: 'Kanjivaram silk saree, temple border - Maroon',
    hsnCode: '5007',
    quantity: 1,
    unitPrice: 10_500_00,
    taxableValue: 10_000_00,
    rateBp: 500,
    cgst: 250_00,
    sgst: 250_00,
    igst: 0,
    total: 10_500_00,
    ...fields,
  };
}

function invoice(fields: Partial<InvoiceDocument> = {}): InvoiceDocument {
  return {
    kind: 'invoice',
    number: 'SB/2026-27/000123',
    date: '2026-04-01',
    orderId: '3f2a9c1e-7b4d-4e8a-9c21-5d6e7f8a9b0c',
    seller: {
      legalName: 'Saree Boutique Private Limited',
      gstin: '29ABCDE1234F1Z5',
      address: '12, 5th Cross, Malleshwaram\nBengaluru 560003\nKarnataka',
      state: { name: 'Karnataka', code: '29' },
    },
    buyer: {
      name: 'Ananya Rao',
      address: 'Flat 4B, Lakeview Apartments\n\n80 Feet Road, Indiranagar\nBengaluru 560038',
      phone: '+91 98450 12345',
      email: 'ananya@example.com',
      state: { name: 'Karnataka', code: '29' },
    },
    placeOfSupply: 'Karnataka (29)',
    intraState: true,
    lines: [
      line(),
      line({
        description: 'Cotton blouse piece',
        hsnCode: '5208',
        quantity: 2,
        unitPrice: 922_75,
        taxableValue: 1_757_62,
        cgst: 43_94,
        sgst: 43_94,
        total: 1_845_50,
      }),
    ],
    totals: {
      taxableValue: 11_757_62,
      cgst: 293_94,
      sgst: 293_94,
      igst: 0,
      total: 12_345_50,
    },
    ...fields,
  };
}

function interState(): InvoiceDocument {
  const doc = invoice();
  return {
    ...doc,
    buyer: { ...doc.buyer, state: { name: 'Tamil Nadu', code: '33' } },
    placeOfSupply: 'Tamil Nadu (33)',
    intraState: false,
    lines: doc.lines.map((l) => ({ ...l, cgst: 0, sgst: 0, igst: l.cgst + l.sgst })),
    totals: { ...doc.totals, cgst: 0, sgst: 0, igst: 587_88 },
  };
}

function creditNote(): InvoiceDocument {
  return invoice({
    kind: 'credit-note',
    number: 'SB/CN/2026-27/000007',
    date: '2026-04-03',
    against: { number: 'SB/2026-27/000123', date: '2026-04-01' },
    reason: 'Order cancelled by the customer',
  });
}

const render = (doc: InvoiceDocument) => renderInvoicePdf(doc, { compress: false });

// ── Tests ──────────────────────────────────────────────────────────────────────────────

describe('invoice PDF formatting', () => {
  it('groups rupees the Indian way and writes rates from basis points', () => {
    assert.equal(formatPaise(1_23_45_678_00), '1,23,45,678.00');
    assert.equal(formatPaise(12_345_50), '12,345.50');
    assert.equal(formatPaise(999_05), '999.05');
    assert.equal(formatPaise(0), '0.00');
    assert.equal(formatPaise(-1_00_000_00), '-1,00,000.00');
    assert.equal(formatRupees(12_345_50), 'Rs. 12,345.50');
    assert.equal(formatRate(500), '5%');
    assert.equal(formatRate(250), '2.5%');
    assert.equal(formatRate(25), '0.25%');
    assert.equal(formatRate(1800), '18%');
    assert.equal(formatRate(12.5), '0.125%');
  });

  it('keeps to what the standard fonts can draw', () => {
    assert.equal(winAnsi('₹500 – Mysūru “silk”'), 'Rs. 500 – Mysuru “silk”');
    assert.equal(winAnsi('Café'), 'Café');
    assert.equal(winAnsi('साड़ी'), '?????');
  });
});

describe('renderInvoicePdf', () => {
  it('renders an intra-state tax invoice with CGST and SGST', async () => {
    const pdf = await render(invoice());
    assert.equal(pdf.subarray(0, 5).toString('latin1'), '%PDF-');
    assert.equal(pageCount(pdf), 1);
    assert.match(pdf.toString('latin1'), /\/Title \d+ 0 R/);
    assert.ok(pdf.includes('(Tax Invoice SB/2026-27/000123)'), 'the metadata title');

    const text = pdfText(pdf);
    const lines = text.split('\n');
    for (const expected of [
      'TAX INVOICE',
      'Invoice no. SB/2026-27/000123',
      'Date: 01 Apr 2026',
      'Saree Boutique Private Limited',
      'GSTIN: 29ABCDE1234F1Z5',
      'State: Karnataka (29)',
      'BILL TO / SHIP TO',
      'Ananya Rao',
      'Flat 4B, Lakeview Apartments',
      '80 Feet Road, Indiranagar',
      'Phone: +91 98450 12345',
      'E-mail: ananya@example.com',
      'Place of supply: Karnataka (29)',
      'Order: 3f2a9c1e',
      '3f2a9c1e-7b4d-4e8a-9c21-5d6e7f8a9b0c',
      'HSN',
      '5007',
      '5208',
      'Taxable value',
      'CGST',
      'SGST',
      '2.5%',
      '10,500.00',
      '922.75',
      'CGST (2.5%)',
      'SGST (2.5%)',
      'Rs. 293.94',
      'Rs. 11,757.62',
      'Total',
      'Rs. 12,345.50',
      'Prices include GST.',
      'This is a computer-generated invoice and needs no signature.',
      'Tax Invoice SB/2026-27/000123 - Page 1 of 1',
    ]) {
      assert.ok(lines.includes(expected), `a line "${expected}" in:\n${text}`);
    }
    assert.ok(!text.includes('IGST'), 'no IGST on an intra-state invoice');
    assert.ok(!text.includes('CREDIT NOTE'));
    assert.ok(
      flat(text).includes(
        'Amount in words: Rupees Twelve Thousand Three Hundred Forty-Five and Fifty Paise Only',
      ),
      text,
    );
  });

  it('renders an inter-state invoice with IGST only', async () => {
    const text = pdfText(await render(interState()));
    const lines = text.split('\n');
    for (const expected of ['IGST', 'IGST (5%)', '5%', 'Rs. 587.88', 'Rs. 12,345.50']) {
      assert.ok(lines.includes(expected), `a line "${expected}" in:\n${text}`);
    }
    assert.ok(lines.includes('Place of supply: Tamil Nadu (33)'));
    assert.ok(!text.includes('CGST'), 'no CGST on an inter-state invoice');
    assert.ok(!text.includes('SGST'), 'no SGST on an inter-state invoice');
  });

  it('names differing rates on the lines, not in the totals', async () => {
    const doc = interState();
    doc.lines[1] = { ...doc.lines[1], rateBp: 1200 };
    const lines = pdfText(await render(doc)).split('\n');
    assert.ok(lines.includes('5%') && lines.includes('12%'));
    assert.ok(lines.includes('IGST') && !lines.includes('IGST (5%)'));
  });

  it('renders a credit note against its invoice, with the reason', async () => {
    const pdf = await render(creditNote());
    assert.ok(pdf.includes('(Credit Note SB/CN/2026-27/000007)'), 'the metadata title');
    const text = pdfText(pdf);
    const lines = text.split('\n');
    for (const expected of [
      'CREDIT NOTE',
      'Credit note no. SB/CN/2026-27/000007',
      'Date: 03 Apr 2026',
      'Against invoice SB/2026-27/000123 dated 01 Apr 2026',
      'Reason: Order cancelled by the customer',
      'This is a computer-generated credit note and needs no signature.',
    ]) {
      assert.ok(lines.includes(expected), `a line "${expected}" in:\n${text}`);
    }
    assert.ok(!text.includes('TAX INVOICE'));
  });

  it('gives the same bytes for the same document, compressed or not', async () => {
    for (const compress of [false, true]) {
      const first = await renderInvoicePdf(invoice(), { compress });
      await new Promise((resolve) => setTimeout(resolve, 5)); // another clock reading
      const second = await renderInvoicePdf(invoice(), { compress });
      assert.ok(first.equals(second), `identical bytes with compress: ${compress}`);
    }
    const other = await render(invoice({ date: '2026-04-02' }));
    assert.ok(!other.equals(await render(invoice())), 'the date is in the bytes');
  });

  it('compresses by default', async () => {
    const compressed = await renderInvoicePdf(invoice());
    const plain = await render(invoice());
    assert.ok(compressed.includes('/FlateDecode'));
    assert.ok(compressed.length < plain.length);
  });

  it('spreads a long order over pages, repeating the table header on each', async () => {
    const lines = Array.from({ length: 60 }, (_, i) =>
      line({ description: `Saree no. ${i + 1}, handwoven silk with zari border and pallu` }),
    );
    const pdf = await render(
      invoice({
        lines,
        totals: {
          taxableValue: 60 * 10_000_00,
          cgst: 60 * 250_00,
          sgst: 60 * 250_00,
          igst: 0,
          total: 60 * 10_500_00,
        },
      }),
    );
    const pages = pageCount(pdf);
    assert.ok(pages >= 3, `60 lines on ${pages} pages`);
    const text = pdfText(pdf).split('\n');
    assert.equal(text.filter((l) => l === 'Unit price').length, pages, 'a table header a page');
    assert.equal(
      text.filter((l) => l === 'Tax Invoice SB/2026-27/000123 (continued)').length,
      pages - 1,
    );
    assert.ok(text.includes(`Tax Invoice SB/2026-27/000123 - Page ${pages} of ${pages}`));
    for (let n = 1; n <= 60; n += 1) {
      assert.ok(
        text.some((l) => l.startsWith(`Saree no. ${n},`)),
        `line ${n} is drawn`,
      );
    }
    assert.ok(text.includes('Rs. 6,30,000.00'));
    assert.ok(flat(text.join(' ')).includes('Rupees Six Lakh Thirty Thousand Only'));
  });

  it('draws names it cannot encode as plain letters, and skips missing contact details', async () => {
    const doc = invoice();
    doc.buyer = { ...doc.buyer, name: 'Lakṣmī Devi', phone: '', email: ' ' };
    const text = pdfText(await render(doc));
    assert.ok(text.split('\n').includes('Laksmi Devi'), text);
    assert.ok(!text.includes('Phone:') && !text.includes('E-mail:'));
  });

  it('refuses a document without a proper date', async () => {
    await assert.rejects(render(invoice({ date: 'tomorrow' })), RangeError);
  });
});
