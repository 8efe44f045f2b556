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

const dayFormat = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** formatDay('2026-12-01') === 'Tue, 1 Dec' (a calendar day, read as such); '' if not a day. */
export function formatDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return day && !Number.isNaN(date.getTime()) ? dayFormat.format(date) : '';
}

/**
 * formatDayRange('2026-12-01', '2026-12-02') === 'Tue, 1 Dec – Wed, 2 Dec'; one day when
 * both are the same; '' when either is missing (a delivery promise's dates).
 */
export function formatDayRange(first: string, last: string): string {
  const from = formatDay(first);
  const to = formatDay(last);
  if (!from || !to) return '';
  return from === to ? from : `${from} – ${to}`;
}
