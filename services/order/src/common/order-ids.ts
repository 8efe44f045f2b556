/** An order that does not exist and one the caller may not see answer alike. */
export const ORDER_NOT_FOUND = 'Order not found';

/** Order ids are UUIDs; anything else is an order that does not exist. */
export function isUuid(value: string | undefined): value is string {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value ?? '');
}
