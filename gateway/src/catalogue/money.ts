/** Rupees at the edge, integer paise inside the system (architecture section 6). */

/** Rupees (at most two decimals) to paise: `1499.5` → `149950`. */
export function toPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

/** Paise to rupees as a JSON number: `149950` → `1499.5`. */
export function toRupees(paise: number): number {
  return Math.round(paise) / 100;
}

/**
 * A number from a form: a finite number, or a string holding one (`"1499.50"`).
 * Anything else (blank, `"abc"`, objects) is undefined.
 */
export function numberFrom(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value.trim());
    return Number.isFinite(parsed) ? parsed : undefined;
  }
  return undefined;
}
