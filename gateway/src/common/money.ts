/** Rupees at the edge, integer paise inside the system (docs/architecture.md, "Money is whole paise"). */

/** The smallest price a product may have: ₹1 (the payment provider refuses less than 100 paise). */
export const MIN_PRICE_PAISE = 100;

/**
 * A plain decimal as people write it: digits, optionally a point and digits, optionally a
 * sign. Not hex (`0x10`), exponents (`1e3`), `Infinity`, `1_000` or a bare `.5`.
 */
const PLAIN_DECIMAL = /^[+-]?\d{1,15}(?:\.\d{1,15})?$/;

/** Rupees (at most two decimals) to paise: `1499.5` → `149950`. */
export function toPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

/** Paise to rupees as a JSON number: `149950` → `1499.5`. */
export function toRupees(paise: number): number {
  return Math.round(paise) / 100;
}

/**
 * A number from a form: a finite number, or a string holding a plain decimal
 * (`"1499.50"`). Anything else (blank, `"abc"`, `"0x10"`, `"1e3"`, objects) is undefined.
 * JSON numbers written with an exponent never get here: the body parser refuses them
 * (common/json-body.ts), and GraphQL float literals likewise (common/graphql-guards.ts).
 */
export function numberFrom(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string') {
    const text = value.trim();
    return PLAIN_DECIMAL.test(text) ? Number(text) : undefined;
  }
  return undefined;
}

/** True when a rupee amount has at most two decimals (whole paise). */
export function hasWholePaise(rupees: number): boolean {
  return Math.abs(rupees * 100 - Math.round(rupees * 100)) < 1e-6;
}

/** The largest amount of paise the services take (int32). */
const MAX_PAISE = 2_147_483_647;

/**
 * A non-negative rupee amount of a form as paise (at most int32), or undefined when it is
 * not one (blank, negative, more than two decimals): the caller answers its own 400.
 */
export function paiseFrom(value: unknown): number | undefined {
  const rupees = numberFrom(value);
  if (rupees === undefined || rupees < 0 || !hasWholePaise(rupees)) return undefined;
  return Math.min(toPaise(rupees), MAX_PAISE);
}
