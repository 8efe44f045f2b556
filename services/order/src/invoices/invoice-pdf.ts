// A GST tax invoice or credit note (InvoiceDocument, computed elsewhere) as an A4 PDF.
//
// pdfkit (MIT) draws it with the PDF standard Helvetica fonts: no font file ships with the
// service, and the output is small. Those fonts are WinAnsi-encoded, so they have no "₹" and
// no Indian scripts: amounts read "Rs. 12,345.50" and any other character a name or an
// address carries is written as its closest Latin letters ("ā" → "a") or "?" (see winAnsi).
// The same document always gives the same bytes: the creation date is the document's date
// and pdfkit derives the file ID from the metadata.
import PDFDocument from 'pdfkit';
import { amountInWords } from './amount-in-words.js';
import type { InvoiceDocument, InvoiceLine } from './invoice-document.js';

export interface RenderInvoicePdfOptions {
  /** Deflate the page contents (default true); false leaves them readable, for tests. */
  compress?: boolean;
}

type Pdf = PDFKit.PDFDocument;

const MARGIN = 40;
/** Kept free at the bottom of each page for the "Page i of n" line. */
const FOOTER_SPACE = 22;
const INK = '#111111';
const MUTED = '#555555';
const RULE = '#bbbbbb';
const HEADER_FILL = '#eeeeee';
const CELL_PAD_X = 3;
const CELL_PAD_Y = 4;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// ── Formatting ─────────────────────────────────────────────────────────────────────────

/** Paise with Indian digit grouping (en-IN), no unit: 1234567800 → "1,23,45,678.00". */
export function formatPaise(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(Math.round(paise));
  const whole = String(Math.floor(abs / 100));
  const fraction = String(abs % 100).padStart(2, '0');
  const last3 = whole.slice(-3);
  const head = whole.slice(0, -3);
  const grouped = head ? `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${last3}` : last3;
  return `${sign}${grouped}.${fraction}`;
}

/** Paise as rupees the standard fonts can draw: 1234550 → "Rs. 12,345.50". */
export function formatRupees(paise: number): string {
  return `Rs. ${formatPaise(paise)}`;
}

/** A rate in basis points as a percentage: 500 → "5%", 250 → "2.5%", 25 → "0.25%". */
export function formatRate(basisPoints: number): string {
  return `${Number((basisPoints / 100).toFixed(4))}%`;
}

/** "2026-04-01" → "01 Apr 2026" (unambiguous in India and abroad); anything else as it is. */
function formatDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${match[3]} ${month} ${match[1]}` : iso;
}

/** Midnight of the document's date in India, as its fixed creation date. */
function creationDate(iso: string): Date {
  const date = new Date(`${iso}T00:00:00+05:30`);
  if (Number.isNaN(date.getTime())) {
    throw new RangeError(`renderInvoicePdf: the document's date "${iso}" is not YYYY-MM-DD`);
  }
  return date;
}

/** The characters above 0xFF that WinAnsi (the standard fonts' encoding) has. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const drawable = (char: string): boolean => {
  const code = char.codePointAt(0) ?? 0;
  return (
    (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char)
  );
};

/**
 * Text the standard fonts can draw: "₹" as "Rs.", letters with marks they lack as the plain
 * letter ("Mysūru" → "Mysuru"), any other character as "?" (pdfkit would write nonsense).
 */
export function winAnsi(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC').replace(/₹\s?/g, 'Rs. ')) {
    if (drawable(char)) {
      out += char;
    } else if (/\s/.test(char)) {
      out += ' ';
    } else {
      const plain = char.normalize('NFKD').replace(/\p{M}/gu, '');
      out += plain.length > 0 && [...plain].every(drawable) ? plain : '?';
    }
  }
  return out;
}

/** A multi-line text (lines separated by newlines) as its non-empty lines. */
function lines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => winAnsi(line).trim())
    .filter((line) => line.length > 0);
}

// ── Drawing helpers ────────────────────────────────────────────────────────────────────

interface TextStyle {
  bold?: boolean;
  size?: number;
  color?: string;
  align?: 'left' | 'right' | 'center';
}

function style(pdf: Pdf, { bold = false, size = 9, color = INK }: TextStyle): void {
  pdf
    .font(bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(size)
    .fillColor(color);
}

/** Draws text in a box of the given width at (x, y); returns the height it took. */
function write(pdf: Pdf, text: string, x: number, y: number, width: number, s: TextStyle = {}) {
  style(pdf, s);
  const options = { width, align: s.align ?? 'left', lineGap: 1 } as const;
  const height = pdf.heightOfString(text, options);
  pdf.text(text, x, y, options);
  return height;
}

function measure(pdf: Pdf, text: string, width: number, s: TextStyle = {}): number {
  style(pdf, s);
  return pdf.heightOfString(text, { width, lineGap: 1 });
}

function rule(pdf: Pdf, y: number, color = RULE, x1 = MARGIN, x2 = pdf.page.width - MARGIN) {
  pdf.moveTo(x1, y).lineTo(x2, y).lineWidth(0.5).strokeColor(color).stroke();
}

/** The lowest y the content may reach on the current page. */
const bottomOf = (pdf: Pdf): number => pdf.page.height - pdf.page.margins.bottom;
const contentWidth = (pdf: Pdf): number => pdf.page.width - 2 * MARGIN;

// ── The document ───────────────────────────────────────────────────────────────────────

const isCreditNote = (doc: InvoiceDocument): boolean => doc.kind === 'credit-note';
const titleOf = (doc: InvoiceDocument): string =>
  `${isCreditNote(doc) ? 'Credit Note' : 'Tax Invoice'} ${winAnsi(doc.number)}`;

/**
 * The invoice or credit note as a PDF: A4, one page for a normal order, more pages (each
 * repeating the table's header) for a long one. The same document gives the same bytes.
 */
export function renderInvoicePdf(
  doc: InvoiceDocument,
  options: RenderInvoicePdfOptions = {},
): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    const pdf = new PDFDocument({
      size: 'A4',
      margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_SPACE },
      compress: options.compress ?? true,
      bufferPages: true,
      info: {
        Title: titleOf(doc),
        Author: winAnsi(doc.seller.legalName),
        Subject: `Order ${winAnsi(doc.orderId)}`,
        CreationDate: creationDate(doc.date),
      },
    });
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
    try {
      drawHeading(pdf, doc);
      drawParties(pdf, doc);
      drawLines(pdf, doc);
      drawTotals(pdf, doc);
      drawPageNumbers(pdf, doc);
      pdf.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}

function drawHeading(pdf: Pdf, doc: InvoiceDocument): void {
  const width = contentWidth(pdf);
  const credit = isCreditNote(doc);
  let y = MARGIN;
  const titleHeight = write(pdf, credit ? 'CREDIT NOTE' : 'TAX INVOICE', MARGIN, y, width / 2, {
    bold: true,
    size: 18,
  });
  const right = MARGIN + width / 2;
  let ry = y + 2;
  ry += write(
    pdf,
    `${credit ? 'Credit note no.' : 'Invoice no.'} ${winAnsi(doc.number)}`,
    right,
    ry,
    width / 2,
    { bold: true, size: 10, align: 'right' },
  );
  ry += write(pdf, `Date: ${formatDate(doc.date)}`, right, ry + 2, width / 2, {
    size: 9,
    align: 'right',
  });
  y = Math.max(y + titleHeight, ry + 2) + 6;
  if (credit) {
    if (doc.against) {
      y += write(
        pdf,
        `Against invoice ${winAnsi(doc.against.number)} dated ${formatDate(doc.against.date)}`,
        MARGIN,
        y,
        width,
        { bold: true, size: 9 },
      );
    }
    if (doc.reason) {
      y += write(pdf, `Reason: ${winAnsi(doc.reason)}`, MARGIN, y + 2, width, { size: 9 }) + 2;
    }
    y += 4;
  }
  rule(pdf, y, INK);
  pdf.y = y + 10;
}

function drawParties(pdf: Pdf, doc: InvoiceDocument): void {
  const gap = 20;
  const columnWidth = (contentWidth(pdf) - gap) / 2;
  const top = pdf.y;

  const { seller, buyer } = doc;
  let y = top;
  const left = MARGIN;
  y += write(pdf, 'SOLD BY', left, y, columnWidth, { bold: true, size: 7.5, color: MUTED }) + 2;
  y += write(pdf, winAnsi(seller.legalName), left, y, columnWidth, { bold: true, size: 10 }) + 1;
  for (const line of lines(seller.address)) y += write(pdf, line, left, y, columnWidth);
  y += write(pdf, `GSTIN: ${winAnsi(seller.gstin)}`, left, y + 3, columnWidth, { bold: true }) + 3;
  y += write(pdf, `State: ${stateOf(seller.state)}`, left, y, columnWidth);
  const leftBottom = y;

  const right = MARGIN + columnWidth + gap;
  y = top;
  y += write(pdf, 'BILL TO / SHIP TO', right, y, columnWidth, {
    bold: true,
    size: 7.5,
    color: MUTED,
  });
  y += 2;
  y += write(pdf, winAnsi(buyer.name), right, y, columnWidth, { bold: true, size: 10 }) + 1;
  for (const line of lines(buyer.address)) y += write(pdf, line, right, y, columnWidth);
  y += 3;
  if (buyer.phone.trim()) y += write(pdf, `Phone: ${winAnsi(buyer.phone)}`, right, y, columnWidth);
  if (buyer.email.trim()) y += write(pdf, `E-mail: ${winAnsi(buyer.email)}`, right, y, columnWidth);
  y += write(pdf, `State: ${stateOf(buyer.state)}`, right, y, columnWidth);
  y += 3;
  y += write(pdf, `Place of supply: ${winAnsi(doc.placeOfSupply)}`, right, y, columnWidth, {
    bold: true,
  });
  y += write(pdf, `Order: ${winAnsi(doc.orderId.slice(0, 8))}`, right, y + 3, columnWidth) + 3;
  y += write(pdf, winAnsi(doc.orderId), right, y, columnWidth, { size: 7, color: MUTED });

  pdf.y = Math.max(leftBottom, y) + 14;
}

function stateOf(state: { name: string; code: string }): string {
  return `${winAnsi(state.name)} (${winAnsi(state.code)})`;
}

// ── The table of lines ─────────────────────────────────────────────────────────────────

/** A cell: its text, and a smaller second line under it (a tax's rate). */
interface Cell {
  text: string;
  sub?: string;
}

interface Column {
  label: string;
  /** Fixed width in points; the description takes what the others leave. */
  width?: number;
  align: 'left' | 'right' | 'center';
  cell: (line: InvoiceLine, index: number) => Cell;
}

const TABLE_SIZE = 8;
const SUB_SIZE = 6.5;

function columnsFor(doc: InvoiceDocument): Column[] {
  const amount = (paise: number): Cell => ({ text: formatPaise(paise) });
  const taxes: Column[] = doc.intraState
    ? [
        {
          label: 'CGST',
          width: 52,
          align: 'right',
          cell: (l) => ({ text: formatPaise(l.cgst), sub: formatRate(l.rateBp / 2) }),
        },
        {
          label: 'SGST',
          width: 52,
          align: 'right',
          cell: (l) => ({ text: formatPaise(l.sgst), sub: formatRate(l.rateBp / 2) }),
        },
      ]
    : [
        {
          label: 'IGST',
          width: 60,
          align: 'right',
          cell: (l) => ({ text: formatPaise(l.igst), sub: formatRate(l.rateBp) }),
        },
      ];
  return [
    { label: '#', width: 18, align: 'right', cell: (_, i) => ({ text: String(i + 1) }) },
    { label: 'Description', align: 'left', cell: (l) => ({ text: winAnsi(l.description) }) },
    { label: 'HSN', width: 40, align: 'left', cell: (l) => ({ text: winAnsi(l.hsnCode) }) },
    { label: 'Qty', width: 26, align: 'right', cell: (l) => ({ text: String(l.quantity) }) },
    { label: 'Unit price', width: 58, align: 'right', cell: (l) => amount(l.unitPrice) },
    { label: 'Taxable value', width: 60, align: 'right', cell: (l) => amount(l.taxableValue) },
    ...taxes,
    { label: 'Total', width: 62, align: 'right', cell: (l) => amount(l.total) },
  ];
}

/** Each column's x and width across the page. */
function layout(pdf: Pdf, columns: Column[]): { x: number; width: number }[] {
  const fixed = columns.reduce((sum, c) => sum + (c.width ?? 0), 0);
  const flexible = contentWidth(pdf) - fixed;
  let x = MARGIN;
  return columns.map((c) => {
    const width = c.width ?? flexible;
    const placed = { x, width };
    x += width;
    return placed;
  });
}

function cellHeight(pdf: Pdf, cell: Cell, width: number, bold: boolean): number {
  const inner = width - 2 * CELL_PAD_X;
  let height = measure(pdf, cell.text, inner, { bold, size: TABLE_SIZE });
  if (cell.sub) height += measure(pdf, cell.sub, inner, { size: SUB_SIZE });
  return height + 2 * CELL_PAD_Y;
}

function drawRow(
  pdf: Pdf,
  cells: Cell[],
  columns: Column[],
  placed: { x: number; width: number }[],
  y: number,
  header: boolean,
): number {
  const height = Math.max(...cells.map((c, i) => cellHeight(pdf, c, placed[i].width, header)));
  if (header) {
    pdf.rect(MARGIN, y, contentWidth(pdf), height).fillColor(HEADER_FILL).fill();
  }
  cells.forEach((cell, i) => {
    const { x, width } = placed[i];
    const inner = width - 2 * CELL_PAD_X;
    const align = columns[i].align;
    const top = y + CELL_PAD_Y;
    const h = write(pdf, cell.text, x + CELL_PAD_X, top, inner, {
      bold: header,
      size: TABLE_SIZE,
      align,
    });
    if (cell.sub) {
      write(pdf, cell.sub, x + CELL_PAD_X, top + h, inner, { size: SUB_SIZE, color: MUTED, align });
    }
  });
  rule(pdf, y + height, header ? INK : RULE);
  return y + height;
}

/** A new page that says whose it is, so a loose page is still recognisable. */
function continuationPage(pdf: Pdf, doc: InvoiceDocument): number {
  pdf.addPage();
  const y = MARGIN;
  const h = write(pdf, `${titleOf(doc)} (continued)`, MARGIN, y, contentWidth(pdf), {
    size: 8,
    color: MUTED,
  });
  return y + h + 8;
}

function drawLines(pdf: Pdf, doc: InvoiceDocument): void {
  const columns = columnsFor(doc);
  const placed = layout(pdf, columns);
  const headerCells = columns.map((c) => ({ text: c.label }));
  let y = pdf.y;

  write(pdf, 'Amounts in Rs.', MARGIN, y, contentWidth(pdf), {
    size: 7,
    color: MUTED,
    align: 'right',
  });
  y += 10;
  y = drawRow(pdf, headerCells, columns, placed, y, true);

  doc.lines.forEach((line, index) => {
    const cells = columns.map((c) => c.cell(line, index));
    const height = Math.max(...cells.map((c, i) => cellHeight(pdf, c, placed[i].width, false)));
    if (y + height > bottomOf(pdf)) {
      y = continuationPage(pdf, doc);
      y = drawRow(pdf, headerCells, columns, placed, y, true);
    }
    y = drawRow(pdf, cells, columns, placed, y, false);
  });
  pdf.y = y + 10;
}

// ── Totals and the closing notes ───────────────────────────────────────────────────────

/** The one rate all lines share, for the totals' labels; none when they differ. */
function commonRate(doc: InvoiceDocument): number | undefined {
  const rates = new Set(doc.lines.map((l) => l.rateBp));
  return rates.size === 1 ? [...rates][0] : undefined;
}

function drawTotals(pdf: Pdf, doc: InvoiceDocument): void {
  const width = contentWidth(pdf);
  const rate = commonRate(doc);
  const withRate = (label: string, bp: number | undefined) =>
    bp === undefined ? label : `${label} (${formatRate(bp)})`;
  const rows: [string, number][] = [['Taxable value', doc.totals.taxableValue]];
  if (doc.intraState) {
    const half = rate === undefined ? undefined : rate / 2;
    rows.push([withRate('CGST', half), doc.totals.cgst], [withRate('SGST', half), doc.totals.sgst]);
  } else {
    rows.push([withRate('IGST', rate), doc.totals.igst]);
  }
  const words = `Amount in words: ${amountInWords(doc.totals.total)}`;
  const notes = [
    'Prices include GST.',
    `This is a computer-generated ${isCreditNote(doc) ? 'credit note' : 'invoice'} and needs no signature.`,
  ];

  const rowHeight = 14;
  const needed =
    rows.length * rowHeight +
    24 +
    measure(pdf, words, width, { size: 9 }) +
    14 +
    notes.reduce((sum, n) => sum + measure(pdf, n, width, { size: 8 }) + 2, 0);
  let y = pdf.y;
  if (y + needed > bottomOf(pdf)) y = continuationPage(pdf, doc);

  const valueWidth = 100;
  const labelWidth = 150;
  const valueX = MARGIN + width - valueWidth;
  const labelX = valueX - labelWidth;
  for (const [label, paise] of rows) {
    write(pdf, label, labelX, y, labelWidth, { size: 9 });
    write(pdf, formatRupees(paise), valueX, y, valueWidth, { size: 9, align: 'right' });
    y += rowHeight;
  }
  rule(pdf, y - 2, INK, labelX, MARGIN + width);
  y += 3;
  write(pdf, 'Total', labelX, y, labelWidth, { bold: true, size: 11 });
  write(pdf, formatRupees(doc.totals.total), valueX, y, valueWidth, {
    bold: true,
    size: 11,
    align: 'right',
  });
  y += 21;

  y += write(pdf, words, MARGIN, y, width, { bold: true, size: 9 }) + 14;
  for (const note of notes) {
    y += write(pdf, note, MARGIN, y, width, { size: 8, color: MUTED }) + 2;
  }
  pdf.y = y;
}

/** "Tax Invoice SB/2026-27/000123 - Page 1 of 2" at the foot of every page. */
function drawPageNumbers(pdf: Pdf, doc: InvoiceDocument): void {
  const { start, count } = pdf.bufferedPageRange();
  for (let i = start; i < start + count; i += 1) {
    pdf.switchToPage(i);
    const bottom = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0; // writing in the margin must not start a new page
    write(
      pdf,
      `${titleOf(doc)} - Page ${i - start + 1} of ${count}`,
      MARGIN,
      pdf.page.height - MARGIN - 8,
      contentWidth(pdf),
      { size: 7, color: MUTED, align: 'center' },
    );
    pdf.page.margins.bottom = bottom;
  }
}
