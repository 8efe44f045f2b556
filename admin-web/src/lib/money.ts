// Rupee amounts as the console shows and sends them (docs/api-catalogue.md):
// the API speaks rupees as JSON numbers with at most two decimals, shown with ₹ and Indian
// digit grouping (en-IN).

const whole = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const withPaise = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** `149999` → `₹1,49,999`; `1499.5` → `₹1,499.50`. */
export function formatRupees(amount: number): string {
  if (!Number.isFinite(amount)) return '—';
  const rounded = roundRupees(amount);
  return Number.isInteger(rounded) ? whole.format(rounded) : withPaise.format(rounded);
}

/** Always two decimals, for order amounts: `1999` → `₹1,999.00`. */
export function formatRupeesWithPaise(amount: number): string {
  if (!Number.isFinite(amount)) return '—';
  return withPaise.format(roundRupees(amount));
}

/** Rounds to whole paise (two decimals), avoiding binary noise such as 1499.4999999. */
export function roundRupees(amount: number): number {
  // 1.005 * 100 is 100.49999999999999: cut the noise before rounding.
  return Math.round(Number((amount * 100).toPrecision(15))) / 100;
}
