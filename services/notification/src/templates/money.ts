const RUPEES = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Paise as rupees the Indian way: 1234567 → "₹12,345.67", 1234567800 → "₹1,23,45,678.00". */
export function rupees(paise: number): string {
  return `₹${RUPEES.format(paise / 100)}`;
}

/** The short order number the shop shows: the first 8 characters of the order id. */
export function shortOrderId(orderId: string): string {
  return orderId.slice(0, 8);
}
