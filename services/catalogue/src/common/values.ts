/** Value helpers every feature of catalogue uses. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a uuid (ids that are not cannot exist, so they are not sent to PostgreSQL). */
export function isUuid(value: string | undefined): boolean {
  return typeof value === 'string' && UUID.test(value);
}

/** A timestamp column as the messages carry it (ISO 8601, UTC). */
export function toIso(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}
