// GST on an order, as pure rules (docs/gst-invoices.md): the owner's settings and their
// checks, the rate of a line, the split of a tax-inclusive price into taxable value and
// CGST + SGST or IGST, and the numbering of invoices per financial year.
import { gstState } from './gst-states.js';
import type { InvoiceDocument } from './invoice-document.js';

/** How a category (or the shop by default) is taxed. Rates in basis points (500 = 5%). */
export interface TaxRule {
  /** 4, 6 or 8 digits. */
  hsnCode: string;
  rateBp: number;
  /** Paise per piece; 0: rateBp whatever the price. */
  threshold: number;
  /** The rate when one piece costs more than threshold. */
  rateAboveBp: number;
}

export interface TaxSettings {
  legalName: string;
  gstin: string;
  address: string;
  /** ISO code of the state the shop is registered in, e.g. 'KA'. */
  stateCode: string;
  invoicePrefix: string;
  defaultRule: TaxRule;
  categoryRules: (TaxRule & { categoryId: string })[];
}

/** What the settings are before the owner saves any (docs: confirm with an accountant). */
export const SUGGESTED_RULE: TaxRule = {
  hsnCode: '5007',
  rateBp: 500,
  threshold: 0,
  rateAboveBp: 0,
};
export const SUGGESTED_PREFIX = 'SB';

export const TAX_MESSAGES = {
  legalName: "Please enter the shop's legal name",
  gstin: 'Please enter a valid GSTIN (15 characters, e.g. 29ABCDE1234F1Z5)',
  gstinState: (code: string) => `The GSTIN must start with the state's GST code (${code})`,
  state: 'Please choose the state the shop is registered in',
  address: 'Please enter the registered address',
  prefix: 'The invoice prefix must be 1 to 10 letters or digits',
  hsn: 'HSN code must be 4, 6 or 8 digits',
  rate: 'GST rate must be a percentage from 0 to 40',
  threshold: 'The price limit must be a whole number of rupees, 0 for one rate',
} as const;

const GSTIN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const HSN = /^(\d{4}|\d{6}|\d{8})$/;
const PREFIX = /^[A-Za-z0-9]{1,10}$/;
/** The highest GST rate a rule may name, in basis points (40%). */
const MAX_RATE_BP = 4000;
/** The largest price limit, in paise (₹1 crore). */
const MAX_THRESHOLD = 1_000_000_000;

/** The first problem of a rule, or undefined. */
export function ruleProblem(rule: TaxRule): string | undefined {
  if (!HSN.test(rule.hsnCode)) return TAX_MESSAGES.hsn;
  for (const rate of [rule.rateBp, rule.rateAboveBp])
    if (!Number.isInteger(rate) || rate < 0 || rate > MAX_RATE_BP) return TAX_MESSAGES.rate;
  if (
    !Number.isInteger(rule.threshold) ||
    rule.threshold < 0 ||
    rule.threshold % 100 !== 0 ||
    rule.threshold > MAX_THRESHOLD
  )
    return TAX_MESSAGES.threshold;
  return undefined;
}

/** The first problem of the owner's settings, in the order of the form, or undefined. */
export function settingsProblem(settings: TaxSettings): string | undefined {
  if (!settings.legalName.trim()) return TAX_MESSAGES.legalName;
  if (!GSTIN.test(settings.gstin)) return TAX_MESSAGES.gstin;
  const state = gstState(settings.stateCode);
  if (!state) return TAX_MESSAGES.state;
  if (!settings.gstin.startsWith(state.code)) return TAX_MESSAGES.gstinState(state.code);
  if (!settings.address.trim()) return TAX_MESSAGES.address;
  if (!PREFIX.test(settings.invoicePrefix)) return TAX_MESSAGES.prefix;
  for (const rule of [settings.defaultRule, ...settings.categoryRules]) {
    const problem = ruleProblem(rule);
    if (problem) return problem;
  }
  return undefined;
}

/**
 * The rate of one piece at `unitPrice` (paise, tax-inclusive) under `rule`. The price limit
 * is of the piece's value before tax (its sale value, as the GST rate schedule reads): the
 * lower rate holds while the price less that rate's tax is at most the limit, compared in
 * whole numbers (price × 10000 ≤ limit × (10000 + rate)).
 */
export function rateFor(rule: TaxRule, unitPrice: number): number {
  if (rule.threshold <= 0) return rule.rateBp;
  return unitPrice * 10_000 <= rule.threshold * (10_000 + rule.rateBp)
    ? rule.rateBp
    : rule.rateAboveBp;
}

/**
 * Splits a tax-inclusive line total (paise) at `rateBp`: the taxable value is rounded to
 * the paisa and the tax is the rest, so taxable + tax is the total exactly. Intra-state,
 * the tax is halved into CGST and SGST (SGST takes the odd paisa); inter-state it is IGST.
 */
export function splitTax(total: number, rateBp: number, intraState: boolean) {
  const taxableValue = Math.round((total * 10_000) / (10_000 + rateBp));
  const tax = total - taxableValue;
  const cgst = intraState ? Math.floor(tax / 2) : 0;
  const sgst = intraState ? tax - cgst : 0;
  return { taxableValue, cgst, sgst, igst: intraState ? 0 : tax };
}

/** The financial year (April to March) of a day 'YYYY-MM-DD': '2026-27'. */
export function financialYear(day: string): string {
  const [year, month] = day.split('-').map(Number);
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The series an invoice or credit note is numbered in: 'SB/2026-27' or 'SB/CN/2026-27'. */
export function seriesOf(prefix: string, kind: 'invoice' | 'credit-note', day: string): string {
  return kind === 'invoice'
    ? `${prefix}/${financialYear(day)}`
    : `${prefix}/CN/${financialYear(day)}`;
}

/** The n-th number of a series: 'SB/2026-27/000123'. */
export function numberIn(series: string, n: number): string {
  return `${series}/${String(n).padStart(6, '0')}`;
}

/** A day in a time zone as 'YYYY-MM-DD'. */
export function dayIn(timeZone: string, at = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** A line of the order as the invoice needs it. */
export interface SoldLine {
  title: string;
  colourTitle: string;
  productCode: string;
  categoryId: string;
  quantity: number;
  /** Paise, tax-inclusive. */
  price: number;
  lineTotal: number;
}

/** The shipping address snapshot's parts the invoice names. */
export interface ShippedTo {
  name: string;
  address: string;
  city: string;
  pincode: string;
  state: string;
  phone: string;
}

/**
 * The invoice of an order: each line taxed by its category's rule (the default rule for
 * a category without one), intra-state (CGST + SGST) when the shipping state is the
 * shop's, else IGST; place of supply the shipping state. The lines' totals add up to the
 * order total to the paisa, and so do the totals.
 */
export function invoiceDocument(input: {
  settings: TaxSettings;
  number: string;
  day: string;
  orderId: string;
  email: string;
  shippedTo: ShippedTo;
  lines: SoldLine[];
  /**
   * Charges billed with the goods (the cash-on-delivery fee), paise: ancillary to the goods,
   * they are taxed as the principal supply (the line of the largest value), as a composite
   * supply is (docs/gst-invoices.md).
   */
  charges?: { description: string; amount: number }[];
}): InvoiceDocument {
  const { settings } = input;
  const sellerState = gstState(settings.stateCode) ?? { name: settings.stateCode, code: '' };
  const buyerState = gstState(input.shippedTo.state) ?? {
    name: input.shippedTo.state,
    code: '',
  };
  const intraState = sellerState.code !== '' && sellerState.code === buyerState.code;
  const rules = new Map(settings.categoryRules.map((rule) => [rule.categoryId, rule]));
  const lines = input.lines.map((line) => {
    const rule = rules.get(line.categoryId) ?? settings.defaultRule;
    const rateBp = rateFor(rule, line.price);
    const split = splitTax(line.lineTotal, rateBp, intraState);
    const details = [line.colourTitle, line.productCode].filter(Boolean).join(', ');
    return {
      description: details ? `${line.title} (${details})` : line.title,
      hsnCode: rule.hsnCode,
      quantity: line.quantity,
      unitPrice: line.price,
      rateBp,
      ...split,
      total: line.lineTotal,
    };
  });
  const principal = lines.reduce<(typeof lines)[number] | undefined>(
    (best, line) => (!best || line.total > best.total ? line : best),
    undefined,
  );
  for (const charge of input.charges ?? []) {
    if (!principal || charge.amount <= 0) continue;
    lines.push({
      description: charge.description,
      hsnCode: principal.hsnCode,
      quantity: 1,
      unitPrice: charge.amount,
      rateBp: principal.rateBp,
      ...splitTax(charge.amount, principal.rateBp, intraState),
      total: charge.amount,
    });
  }
  const sum = (key: 'taxableValue' | 'cgst' | 'sgst' | 'igst' | 'total') =>
    lines.reduce((total, line) => total + line[key], 0);
  const place = buyerState.code ? `${buyerState.name} (${buyerState.code})` : buyerState.name;
  const to = input.shippedTo;
  return {
    kind: 'invoice',
    number: input.number,
    date: input.day,
    orderId: input.orderId,
    seller: {
      legalName: settings.legalName,
      gstin: settings.gstin,
      address: settings.address,
      state: sellerState,
    },
    buyer: {
      name: to.name,
      address: [to.address, [to.city, to.pincode].filter(Boolean).join(' - ')]
        .filter(Boolean)
        .join('\n'),
      phone: to.phone,
      email: input.email,
      state: buyerState,
    },
    placeOfSupply: place,
    intraState,
    lines,
    totals: {
      taxableValue: sum('taxableValue'),
      cgst: sum('cgst'),
      sgst: sum('sgst'),
      igst: sum('igst'),
      total: sum('total'),
    },
  };
}

/**
 * The credit note that reverses an invoice: in full, or (`returned`, a return's lines) only
 * those pieces: each returned line is its invoice line (by position) at the returned
 * quantity, its tax split again at the invoice's rate, so the note's amounts add up to
 * what the pieces were sold for. Charges (the COD fee) stay out of a partial note.
 */
export function creditNoteOf(
  invoice: InvoiceDocument,
  credit: { number: string; day: string; reason: string },
  returned?: readonly { position: number; quantity: number }[],
): InvoiceDocument {
  const whole = {
    ...invoice,
    kind: 'credit-note' as const,
    number: credit.number,
    date: credit.day,
    against: { number: invoice.number, date: invoice.date },
    reason: credit.reason,
  };
  if (!returned) return whole;
  const lines = returned.flatMap(({ position, quantity }) => {
    const line = invoice.lines[position];
    if (!line) return [];
    const total = line.unitPrice * Math.min(quantity, line.quantity);
    return [
      {
        ...line,
        quantity: Math.min(quantity, line.quantity),
        ...splitTax(total, line.rateBp, invoice.intraState),
        total,
      },
    ];
  });
  const sum = (key: 'taxableValue' | 'cgst' | 'sgst' | 'igst' | 'total') =>
    lines.reduce((total, line) => total + line[key], 0);
  return {
    ...whole,
    lines,
    totals: {
      taxableValue: sum('taxableValue'),
      cgst: sum('cgst'),
      sgst: sum('sgst'),
      igst: sum('igst'),
      total: sum('total'),
    },
  };
}
