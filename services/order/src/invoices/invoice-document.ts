// What a GST tax invoice or credit note says, as data: the order service computes it
// (invoice-tax.ts) and keeps it on the invoice row, the PDF renders it (invoice-pdf.ts).
// Amounts are integer paise; rates are basis points (500 = 5%).

/** The shop as the invoice names it (the owner's tax settings when it was issued). */
export interface InvoiceSeller {
  legalName: string;
  /** 15 characters, e.g. 29ABCDE1234F1Z5. */
  gstin: string;
  /** The registered address, lines separated by newlines. */
  address: string;
  /** The state's name and its GST code, e.g. { name: 'Karnataka', code: '29' }. */
  state: { name: string; code: string };
}

export interface InvoiceBuyer {
  name: string;
  /** The shipping address as one text, lines separated by newlines. */
  address: string;
  phone: string;
  email: string;
  state: { name: string; code: string };
}

/** One line: the price charged includes GST; taxable + taxes = total, to the paisa. */
export interface InvoiceLine {
  description: string;
  hsnCode: string;
  quantity: number;
  /** Tax-inclusive price of one piece charged. */
  unitPrice: number;
  /** The value before tax (total - taxes). */
  taxableValue: number;
  /** GST rate in basis points (500 = 5%). */
  rateBp: number;
  /** Intra-state supply: half of the tax each (CGST gets the odd paisa less). */
  cgst: number;
  sgst: number;
  /** Inter-state supply: the whole tax. */
  igst: number;
  /** What the customer paid for the line (tax-inclusive). */
  total: number;
}

export interface InvoiceDocument {
  kind: 'invoice' | 'credit-note';
  /** e.g. SB/2026-27/000123, or for a credit note SB/CN/2026-27/000007. */
  number: string;
  /** YYYY-MM-DD in the shop's time zone. */
  date: string;
  /** A credit note's invoice: its number and date. */
  against?: { number: string; date: string };
  /** The order id (UUID) and why a credit note was issued ("Order cancelled by the customer"). */
  orderId: string;
  reason?: string;
  seller: InvoiceSeller;
  buyer: InvoiceBuyer;
  /** "Karnataka (29)": the buyer's state. */
  placeOfSupply: string;
  /** True when seller and buyer are in the same state (CGST + SGST), else IGST. */
  intraState: boolean;
  lines: InvoiceLine[];
  totals: {
    taxableValue: number;
    cgst: number;
    sgst: number;
    igst: number;
    /** The order total: the sum of the lines' totals. */
    total: number;
  };
}
