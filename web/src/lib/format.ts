// Prices are in rupees, shown with ₹ and Indian digit grouping.
const formatters = new Map<number, Intl.NumberFormat>();

function formatterFor(fractionDigits: number): Intl.NumberFormat {
  let formatter = formatters.get(fractionDigits);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formatters.set(fractionDigits, formatter);
  }
  return formatter;
}

/** formatINR(125000) === '₹1,25,000.00'; formatINR(1499, { fractionDigits: 0 }) === '₹1,499' */
export function formatINR(amount: number, options: { fractionDigits?: number } = {}): string {
  const value = Number.isFinite(amount) ? amount : 0;
  return formatterFor(options.fractionDigits ?? 2).format(value);
}
