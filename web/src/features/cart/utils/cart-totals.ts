import { formatINR } from '@/lib/format';

// Cart amounts: the unit price is salePrice when above 0, else
// price; Subtotal and Total with two decimals in ₹ (en-IN); shipping is Free.

export function unitPrice(line: { price: number; salePrice: number }): number {
  return line.salePrice > 0 ? line.salePrice : line.price;
}

/** Sum of unit price x quantity, rounded to paise. */
export function cartSubtotal(
  lines: readonly { price: number; salePrice: number; quantity: number }[],
): number {
  const paise = lines.reduce(
    (sum, line) => sum + Math.round(unitPrice(line) * 100) * line.quantity,
    0,
  );
  return paise / 100;
}

export type CartTotals = { subtotal: string; shipping: 'Free'; total: string };

export function cartTotals(
  lines: readonly { price: number; salePrice: number; quantity: number }[],
): CartTotals {
  const subtotal = cartSubtotal(lines);
  return { subtotal: formatINR(subtotal), shipping: 'Free', total: formatINR(subtotal) };
}
