// Pure rules of the orders screen: how statuses show, what the
// update form offers and checks, how an address splits into lines.

/** The statuses the update form offers, in their natural order. */
export const FORM_STATUSES = [
  'pending',
  'inProcess',
  'inShipping',
  'delivered',
  'rejected',
] as const;
export type FormStatus = (typeof FORM_STATUSES)[number];

export const SHIPPED_STATUS: FormStatus = 'inShipping';

export const TRACKING_REQUIRED_MESSAGE =
  'Tracking number is required when marking order as shipped';

const STATUS_LABELS: Record<string, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  inProcess: 'In Process',
  inShipping: 'In Shipping',
  delivered: 'Delivered',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
};

/** A status as people read it: `inShipping` → `In Shipping`; unknown ones as they are. */
export function statusLabel(status: string): string {
  return STATUS_LABELS[status] ?? status;
}

export interface Badge {
  label: string;
  /** An Ant Design tag colour. */
  color: string;
}

/**
 * The order status badge: confirmed green, rejected red, pending yellow, delivered blue,
 * anything else grey; a missing status reads "Processing".
 */
export function orderStatusBadge(status: string): Badge {
  const label = status ? statusLabel(status) : 'Processing';
  switch (status) {
    case 'confirmed':
      return { label, color: 'green' };
    case 'rejected':
      return { label, color: 'red' };
    case 'pending':
      return { label, color: 'gold' };
    case 'delivered':
      return { label, color: 'blue' };
    default:
      return { label, color: 'default' };
  }
}

/** The payment status badge: paid green, pending yellow, anything else red. */
export function paymentStatusBadge(status: string): Badge {
  const label = status ? status.charAt(0).toUpperCase() + status.slice(1) : 'Unknown';
  switch (status) {
    case 'paid':
      return { label, color: 'green' };
    case 'pending':
      return { label, color: 'gold' };
    default:
      return { label, color: 'red' };
  }
}

export function isFormStatus(value: string): value is FormStatus {
  return (FORM_STATUSES as readonly string[]).includes(value);
}

/** The first 8 characters of an order id, as the lists show it. */
export function shortOrderId(id: string): string {
  return id.slice(0, 8);
}

/** The lines of an address written with commas: `"12 MG Road, Indiranagar"` → two lines. */
export function addressLines(address: string): string[] {
  return address
    .split(',')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

export interface StatusUpdate {
  orderStatus: string;
  trackingNumber?: string;
}

/**
 * What the update form sends, or the reason it may not: moving to inShipping needs a
 * tracking number. A tracking number is sent only when one is written.
 */
export function statusUpdate(
  orderStatus: string,
  trackingNumber: string | undefined,
): { ok: true; update: StatusUpdate } | { ok: false; message: string } {
  const tracking = trackingNumber?.trim() ?? '';
  if (orderStatus === SHIPPED_STATUS && tracking === '') {
    return { ok: false, message: TRACKING_REQUIRED_MESSAGE };
  }
  return {
    ok: true,
    update: tracking ? { orderStatus, trackingNumber: tracking } : { orderStatus },
  };
}
