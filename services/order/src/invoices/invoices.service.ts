import { Inject, Injectable } from '@nestjs/common';
import type {
  GetInvoicePdfRequest,
  GetInvoicePdfResponse,
} from '@boutique/contracts/order/v1/order_service';
import { mayActFor, requireActor, rows, RpcErrors, SERVICE_CONFIG } from '@boutique/service-kit';
import { DataSource, type EntityManager } from 'typeorm';
import type { OrderConfig } from '../config/order.config.js';
import { isUuid, ORDER_NOT_FOUND } from '../common/order-ids.js';
import type { InvoiceDocument } from './invoice-document.js';
import { renderInvoicePdf } from './invoice-pdf.js';
import {
  creditNoteOf,
  dayIn,
  invoiceDocument,
  numberIn,
  seriesOf,
  type SoldLine,
} from './tax-rules.js';
import { TaxSettingsService } from './tax-settings.service.js';

type Kind = 'invoice' | 'credit-note';

/** An invoice as issued: its number, its PDF and the PDF's file name. */
export interface IssuedDocument {
  number: string;
  pdf: Buffer;
  fileName: string;
}

/** 'invoice-SB-2026-27-000123.pdf', 'credit-note-SB-CN-2026-27-000007.pdf'. */
function fileNameOf(document: InvoiceDocument): string {
  return `${document.kind}-${document.number.replaceAll('/', '-')}.pdf`;
}

/** What issuing an invoice reads of an order (an orders row). */
export interface InvoicedOrder {
  id: string;
  email: string;
  /** A cash-on-delivery order's fee (paise), billed as a charge; 0 otherwise. */
  cod_fee?: number;
  shipping_address: {
    name?: string;
    address?: string;
    city?: string;
    pincode?: string;
    state?: string;
    phone?: string;
  };
}

const NO_DOCUMENT: Record<Kind, string> = {
  invoice: 'This order has no invoice',
  'credit-note': 'This order has no credit note',
};
const INVALID_KIND = 'Kind must be "invoice" or "credit-note"';

/** order_line's columns an invoice reads. */
interface SoldLineRow {
  title: string;
  colour_title: string;
  product_code: string;
  category_id: string;
  quantity: number;
  price: number;
  line_total: number;
}

interface InvoiceRow {
  order_id: string;
  kind: Kind;
  number: string;
  issued_on: string;
  document: InvoiceDocument;
}

/**
 * GST invoices and credit notes (docs/gst-invoices.md). An invoice is issued in the
 * transaction that marks an order paid, a credit note in the one that cancels or rejects
 * a paid order: each takes the next number of its series (prefix, kind and financial
 * year) from invoice_counter, whose row stays locked until that transaction commits, so
 * concurrent payments on any replica take consecutive numbers and a rolled-back one gives
 * its number back: no gaps, no repeats. The document is computed once and kept as issued.
 */
@Injectable()
export class InvoicesService {
  private readonly timeZone: string;

  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: TaxSettingsService,
    @Inject(SERVICE_CONFIG) config: OrderConfig,
  ) {
    this.timeZone = config.SHOP_TIME_ZONE;
  }

  /**
   * Issues the invoice of a paid order in the caller's transaction (which holds the order's
   * row lock); answers it with its PDF (for the confirmation e-mail), the existing one when
   * the order has it already, or undefined when the shop's tax settings are not saved (no
   * invoice).
   */
  async issueInvoice(
    manager: EntityManager,
    order: InvoicedOrder,
  ): Promise<IssuedDocument | undefined> {
    const existing = await this.find(manager, order.id, 'invoice');
    if (existing) return this.issued(existing.document);
    const settings = await this.settings.read(manager);
    if (!settings) return undefined;
    const lines = await rows<SoldLineRow>(
      manager,
      `SELECT title, colour_title, product_code, category_id, quantity, price, line_total
         FROM order_line WHERE order_id = $1 ORDER BY position`,
      [order.id],
    );
    const day = dayIn(this.timeZone);
    const number = await this.nextNumber(manager, seriesOf(settings.invoicePrefix, 'invoice', day));
    const address = order.shipping_address;
    const document = invoiceDocument({
      settings,
      number,
      day,
      orderId: order.id,
      email: order.email,
      shippedTo: {
        name: address.name ?? '',
        address: address.address ?? '',
        city: address.city ?? '',
        pincode: address.pincode ?? '',
        state: address.state ?? '',
        phone: address.phone ?? '',
      },
      lines: lines.map((line): SoldLine => ({
        title: line.title,
        colourTitle: line.colour_title,
        productCode: line.product_code,
        categoryId: line.category_id,
        quantity: line.quantity,
        price: line.price,
        lineTotal: line.line_total,
      })),
      charges: order.cod_fee
        ? [{ description: 'Cash on delivery charge', amount: order.cod_fee }]
        : [],
    });
    await this.store(manager, order.id, document);
    return this.issued(document);
  }

  /** A document's number, PDF (about 3 KB, 2 ms to render) and file name. */
  private async issued(document: InvoiceDocument): Promise<IssuedDocument> {
    return {
      number: document.number,
      pdf: await renderInvoicePdf(document),
      fileName: fileNameOf(document),
    };
  }

  /**
   * Issues the credit note reversing a paid order's invoice, in the caller's transaction
   * (order cancelled by its customer, or rejected), or only a return's pieces (`returned`:
   * the order lines' positions and quantities); nothing when it has no invoice or already
   * a credit note. Answers the credit note's number or ''.
   */
  async issueCreditNote(
    manager: EntityManager,
    orderId: string,
    reason: string,
    returned?: readonly { position: number; quantity: number }[],
  ): Promise<string> {
    const invoice = await this.find(manager, orderId, 'invoice');
    if (!invoice) return '';
    const existing = await this.find(manager, orderId, 'credit-note');
    if (existing) return existing.number;
    const day = dayIn(this.timeZone);
    const prefix = invoice.number.split('/')[0];
    const number = await this.nextNumber(manager, seriesOf(prefix, 'credit-note', day));
    await this.store(
      manager,
      orderId,
      creditNoteOf(invoice.document, { number, day, reason }, returned),
    );
    return number;
  }

  /** The PDF of an order's invoice or credit note, for its customer or an admin. */
  async pdf(request: GetInvoicePdfRequest): Promise<GetInvoicePdfResponse> {
    const actor = requireActor(request.actor);
    const kind = request.kind as Kind;
    if (kind !== 'invoice' && kind !== 'credit-note') throw RpcErrors.invalid(INVALID_KIND);
    if (!isUuid(request.orderId)) throw RpcErrors.notFound(ORDER_NOT_FOUND);
    const manager = this.dataSource.manager;
    const [owner] = await rows<{ user_id: string }>(
      manager,
      `SELECT user_id FROM orders WHERE id = $1`,
      [request.orderId],
    );
    if (!owner || !mayActFor(actor, owner.user_id)) throw RpcErrors.notFound(ORDER_NOT_FOUND);
    const found = await this.find(manager, request.orderId, kind);
    if (!found) throw RpcErrors.notFound(NO_DOCUMENT[kind]);
    return {
      pdf: await renderInvoicePdf(found.document),
      fileName: fileNameOf(found.document),
      number: found.number,
    };
  }

  private async find(manager: EntityManager, orderId: string, kind: Kind) {
    const [row] = await rows<InvoiceRow>(
      manager,
      `SELECT order_id, kind, number, issued_on, document FROM invoice
        WHERE order_id = $1 AND kind = $2`,
      [orderId, kind],
    );
    return row;
  }

  /** The next number of a series; its counter row stays locked until the caller commits. */
  private async nextNumber(manager: EntityManager, series: string): Promise<string> {
    const [counter] = await rows<{ last_number: number }>(
      manager,
      `INSERT INTO invoice_counter (series, last_number) VALUES ($1, 1)
       ON CONFLICT (series) DO UPDATE SET last_number = invoice_counter.last_number + 1
       RETURNING last_number`,
      [series],
    );
    return numberIn(series, counter.last_number);
  }

  private async store(manager: EntityManager, orderId: string, document: InvoiceDocument) {
    await manager.query(
      `INSERT INTO invoice (order_id, kind, number, issued_on, document)
       VALUES ($1, $2, $3, $4::date, $5::jsonb)`,
      [orderId, document.kind, document.number, document.date, JSON.stringify(document)],
    );
  }
}
