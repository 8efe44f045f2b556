// Returns after delivery as pure rules (docs/returns.md): which lines may be returned, the
// window, the request's checks, the owner's steps and the refund's limits. The service
// (returns.service.ts) reads and writes; everything it decides is here.
import { rupees } from '../cod/cod-settings.js';

/** The reasons the policy accepts (no return for dislike), with their words. */
export const RETURN_REASONS = {
  damaged: 'Arrived damaged',
  defective: 'A defect in the fabric or weave',
  'wrong-item': 'Wrong item or colour sent',
  'not-as-described': 'Different from the photos or description',
} as const;
export type ReturnReason = keyof typeof RETURN_REASONS;

export const RETURN_STATUSES = [
  'requested',
  'approved',
  'rejected',
  'received',
  'refunded',
  'replaced',
] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

export const RETURN_STEPS = ['approve', 'reject', 'receive', 'refund', 'replace'] as const;
export type ReturnStep = (typeof RETURN_STEPS)[number];

export const NOTE_MAX = 1000;
/** Photos a customer may add to a return request. */
export const PHOTOS_MAX = 4;

export const RETURN_MESSAGES = {
  requested: "Return requested. We'll reply within 2 working days.",
  noLines: 'Please choose at least one item to return',
  noReason: 'Please choose a reason for the return',
  quantity: 'Quantity to return must be between 1 and the quantity ordered',
  notInOrder: 'This item is not in the order',
  onSale: "Sale items can't be returned",
  noReturns: "This item can't be returned, as its product page says",
  noteTooLong: `The note can be at most ${NOTE_MAX} characters`,
  tooManyPhotos: `You can add at most ${PHOTOS_MAX} photos`,
  photoNotFound: 'A photo could not be found. Please upload it again.',
  notDelivered: 'Only a delivered order can be returned',
  alreadyRequested: 'A return has already been requested for this order',
  notFound: 'Return not found',
  invalidStatus: 'Invalid status',
  invalidStep: 'Invalid step',
  rejectNote: 'Please say why the return is rejected',
  deduction: "The deduction can be ₹0 to the items' price",
  reference: 'Please enter the UPI or bank transfer reference',
} as const;

/**
 * Why a request's photos are refused, or undefined: at most PHOTOS_MAX, each a URL of the
 * shop's media (a path or an http(s) URL, as content answered it), none twice.
 */
export function photosProblem(photos: readonly string[]): string | undefined {
  if (photos.length > PHOTOS_MAX) return RETURN_MESSAGES.tooManyPhotos;
  const wellFormed = (url: string) => url.length <= 500 && /^(\/|https?:\/\/)[^\s"'<>]+$/.test(url);
  if (!photos.every(wellFormed) || new Set(photos).size !== photos.length)
    return RETURN_MESSAGES.photoNotFound;
  return undefined;
}

/** "Return shipping reimbursement can be ₹0 to ₹100". */
export const shippingProblem = (max: number) =>
  `Return shipping reimbursement can be ₹0 to ${rupees(max)}`;

/** "The return window for this order closed on 29 Nov 2026" (the shop's day). */
export function windowClosed(deadline: Date, timeZone: string): string {
  const day = deadline.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone,
  });
  return `The return window for this order closed on ${day}`;
}

/** What the order's env sets (order.config.ts): the window and the shipping limit (paise). */
export interface ReturnPolicy {
  windowDays: number;
  shippingMax: number;
}

/** The policy as the order config sets it (amounts in paise). */
export function returnPolicyOf(config: {
  RETURN_WINDOW_DAYS: number;
  RETURN_SHIPPING_MAX_RUPEES: number;
}): ReturnPolicy {
  return {
    windowDays: config.RETURN_WINDOW_DAYS,
    shippingMax: config.RETURN_SHIPPING_MAX_RUPEES * 100,
  };
}

/** Why a line can't be returned, or '' when it can. */
export function notReturnableReason(line: { on_sale: boolean; no_returns?: boolean }): string {
  if (line.on_sale) return RETURN_MESSAGES.onSale;
  return line.no_returns ? RETURN_MESSAGES.noReturns : '';
}

/** An order line as the rules need it. */
export interface SoldLine {
  product_id: string;
  colour_id: string;
  title: string;
  colour_title: string;
  product_code: string;
  image: string;
  quantity: number;
  price: number;
  on_sale: boolean;
  no_returns: boolean;
}

/** A line of a return, as stored (return_request.lines) and answered. */
export interface ReturnedLine {
  productId: string;
  colourId: string;
  title: string;
  colourTitle: string;
  productCode: string;
  image: string;
  quantity: number;
  price: number;
}

/**
 * The lines asked for against the order's, merged by product and colour: the returned
 * lines and their amount (paise), or the first problem's message.
 */
export function planReturnLines(
  sold: readonly SoldLine[],
  asked: readonly { productId: string; colourId: string; quantity: number }[],
): { lines: ReturnedLine[]; itemsAmount: number } | { problem: string } {
  if (asked.length === 0) return { problem: RETURN_MESSAGES.noLines };
  const wanted = new Map<string, number>();
  for (const line of asked) {
    if (!Number.isInteger(line.quantity) || line.quantity < 1)
      return { problem: RETURN_MESSAGES.quantity };
    const key = `${line.productId ?? ''}/${line.colourId ?? ''}`;
    wanted.set(key, (wanted.get(key) ?? 0) + line.quantity);
  }
  const lines: ReturnedLine[] = [];
  for (const [key, quantity] of wanted) {
    const line = sold.find((candidate) => `${candidate.product_id}/${candidate.colour_id}` === key);
    if (!line) return { problem: RETURN_MESSAGES.notInOrder };
    const refusal = notReturnableReason(line);
    if (refusal) return { problem: refusal };
    if (quantity > line.quantity) return { problem: RETURN_MESSAGES.quantity };
    lines.push({
      productId: line.product_id,
      colourId: line.colour_id,
      title: line.title,
      colourTitle: line.colour_title,
      productCode: line.product_code,
      image: line.image,
      quantity,
      price: line.price,
    });
  }
  return { lines, itemsAmount: lines.reduce((sum, line) => sum + line.price * line.quantity, 0) };
}

/** Each step: the status it needs, the status it makes, and its words. */
const STEPS: Record<ReturnStep, { from: ReturnStatus; to: ReturnStatus; verb: string }> = {
  approve: { from: 'requested', to: 'approved', verb: 'approved' },
  reject: { from: 'requested', to: 'rejected', verb: 'rejected' },
  receive: { from: 'approved', to: 'received', verb: 'marked as received' },
  refund: { from: 'received', to: 'refunded', verb: 'refunded' },
  replace: { from: 'received', to: 'replaced', verb: 'replaced' },
};

/**
 * What a step does to a return in `status`: `do` (move to `to`), `done` (the step was
 * already taken: answer the return as it is, change nothing) or `refuse` with the message.
 */
export function planStep(
  status: ReturnStatus,
  step: ReturnStep,
): { do: 'move'; to: ReturnStatus } | { do: 'done' } | { do: 'refuse'; message: string } {
  const rule = STEPS[step];
  if (status === rule.from) return { do: 'move', to: rule.to };
  if (status === rule.to) return { do: 'done' };
  return { do: 'refuse', message: `This return is ${status}; it can't be ${rule.verb}` };
}

/** "The refund can be at most ₹1,500, what was paid online; reimburse the rest another way". */
export const refundTooLarge = (paid: number) =>
  `The refund can be at most ${rupees(paid)}, what was paid online; reimburse the rest another way`;

/**
 * The refund's amount (paise) from the owner's figures, or the first problem. An online
 * refund goes back to the order's payment, so it is at most `paidOnline` (a whole order's
 * return with shipping on top is refused with the limit, never cut silently).
 */
export function planRefund(
  itemsAmount: number,
  input: { shippingReimbursement: number; deduction: number; reference: string },
  policy: ReturnPolicy,
  cashOnDelivery: boolean,
  paidOnline = Number.POSITIVE_INFINITY,
): { amount: number } | { problem: string } {
  const shipping = input.shippingReimbursement;
  if (!Number.isInteger(shipping) || shipping < 0 || shipping > policy.shippingMax)
    return { problem: shippingProblem(policy.shippingMax) };
  const deduction = input.deduction;
  if (!Number.isInteger(deduction) || deduction < 0 || deduction > itemsAmount)
    return { problem: RETURN_MESSAGES.deduction };
  if (cashOnDelivery && !input.reference.trim()) return { problem: RETURN_MESSAGES.reference };
  const amount = itemsAmount + shipping - deduction;
  if (!cashOnDelivery && amount > paidOnline) return { problem: refundTooLarge(paidOnline) };
  return { amount };
}

/** The owner's answer for a step done now. */
export function stepMessage(step: ReturnStep, refund: number, cashOnDelivery: boolean): string {
  switch (step) {
    case 'approve':
      return 'Return approved';
    case 'reject':
      return 'Return rejected';
    case 'receive':
      return 'Return marked as received';
    case 'refund':
      return cashOnDelivery
        ? `Refund of ${rupees(refund)} recorded`
        : `Refund of ${rupees(refund)} started`;
    case 'replace':
      return 'Replacement will be sent';
  }
}
