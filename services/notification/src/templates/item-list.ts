import type { OrderLine } from '@boutique/contracts/order/events/v1/order_events';
import { escapeHtml } from './layout.js';

/**
 * An order's lines as a mail lists them ("Kanjivaram, Maroon × 2"): `<li>` items for the
 * HTML (escaped) and "- … x 2" lines for the text. The tracking and cancellation mails.
 */
export function itemList(lines: readonly OrderLine[]): { html: string; text: string } {
  const named = (line: OrderLine) =>
    `${line.title}${line.colourTitle ? `, ${line.colourTitle}` : ''}`;
  return {
    html: lines.map((line) => `<li>${escapeHtml(named(line))} × ${line.quantity}</li>`).join('\n'),
    text: lines.map((line) => `- ${named(line)} x ${line.quantity}`).join('\n'),
  };
}
