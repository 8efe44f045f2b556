// The return-to-origin risk of a cash-on-delivery order, as pure rules over what the shop
// already knows (docs/cash-on-delivery.md): the customer's COD and prepaid history, the
// pincode's history, the order's value against the customer's usual, the account's age.
import { rupees, type CodRiskRules } from './cod-settings.js';

export type RiskLevel = 'low' | 'medium' | 'high';

/** What the assessment reads (cod-history.ts gathers it). Amounts are paise. */
export interface RiskSignals {
  /** The customer's earlier COD parcels refused at the door (rto). */
  refused: number;
  /** The customer's earlier COD orders never confirmed, or cancelled by them. */
  unconfirmed: number;
  /** The customer's delivered prepaid orders. */
  deliveredPrepaid: number;
  /** The customer's confirmed orders (not cancelled or rejected) and their average total. */
  confirmedOrders: number;
  averageTotal: number;
  /** The pincode's settled COD parcels (cash collected or refused) and the refused ones. */
  pincode: string;
  pincodeSettled: number;
  pincodeRefused: number;
  /** This order's total, the COD fee included. */
  total: number;
  /** Whole days since the account was made; undefined when not known. */
  accountAgeDays: number | undefined;
  /** The customer's delivered orders of any kind. */
  delivered: number;
}

export interface RiskAssessment {
  level: RiskLevel;
  /** In the owner's words, the deciding ones first. */
  reasons: string[];
  /** What the shopper reads when COD is refused (high). */
  customerReason: string;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

const REFUSED_REASON = 'an earlier cash-on-delivery order was not accepted at delivery';
const GENERAL_REASON = "of the order's value and delivery history";

/**
 * Each signal that crosses its threshold is medium (refusals can be high); a trusted
 * customer's medium signals other than refusals are ignored; enough medium signals together
 * make it high. With no signal the order is low.
 */
export function assessRisk(signals: RiskSignals, rules: CodRiskRules): RiskAssessment {
  const medium: string[] = [];
  const high: string[] = [];
  const notes: string[] = [];
  const refusedText = `${plural(signals.refused, 'earlier COD order')} refused at delivery`;
  if (rules.refusedForPrepaidOnly > 0 && signals.refused >= rules.refusedForPrepaidOnly)
    high.push(refusedText);
  else if (rules.refusedForAdvance > 0 && signals.refused >= rules.refusedForAdvance)
    medium.push(refusedText);

  const soft: string[] = [];
  if (rules.unconfirmedForAdvance > 0 && signals.unconfirmed >= rules.unconfirmedForAdvance)
    soft.push(`${plural(signals.unconfirmed, 'COD order')} never confirmed or cancelled`);
  if (
    rules.pincodeMinOrders > 0 &&
    signals.pincodeSettled >= rules.pincodeMinOrders &&
    signals.pincodeRefused * 100 >= rules.pincodeRtoPercent * signals.pincodeSettled
  ) {
    const rate = Math.round((signals.pincodeRefused * 100) / signals.pincodeSettled);
    soft.push(
      `Pincode ${signals.pincode}: ${signals.pincodeRefused} of ${signals.pincodeSettled} COD parcels returned (${rate}%)`,
    );
  }
  if (
    rules.valueMultipleTenths > 0 &&
    signals.confirmedOrders > 0 &&
    signals.averageTotal > 0 &&
    signals.total * 10 > signals.averageTotal * rules.valueMultipleTenths
  ) {
    const multiple = (signals.total / signals.averageTotal).toFixed(1);
    soft.push(
      `Order value ${rupees(signals.total)} is ${multiple}× the customer's usual ${rupees(Math.round(signals.averageTotal))}`,
    );
  }
  if (
    rules.newAccountDays > 0 &&
    signals.accountAgeDays !== undefined &&
    signals.accountAgeDays < rules.newAccountDays &&
    signals.delivered === 0
  ) {
    const age = signals.accountAgeDays;
    soft.push(age === 0 ? 'Account created today' : `Account created ${plural(age, 'day')} ago`);
  }

  const trusted =
    rules.trustedDeliveredOrders > 0 &&
    signals.refused === 0 &&
    signals.deliveredPrepaid >= rules.trustedDeliveredOrders;
  if (trusted) {
    notes.push(`Trusted: ${plural(signals.deliveredPrepaid, 'prepaid order')} delivered`);
    notes.push(...soft.map((reason) => `${reason} (ignored for a trusted customer)`));
  } else medium.push(...soft);

  if (high.length > 0)
    return {
      level: 'high',
      reasons: [...high, ...medium, ...notes],
      customerReason: REFUSED_REASON,
    };
  if (rules.mediumSignalsForHigh > 0 && medium.length >= rules.mediumSignalsForHigh)
    return {
      level: 'high',
      reasons: [`${medium.length} risk signals together`, ...medium, ...notes],
      customerReason: signals.refused > 0 ? REFUSED_REASON : GENERAL_REASON,
    };
  if (medium.length > 0)
    return { level: 'medium', reasons: [...medium, ...notes], customerReason: '' };
  return {
    level: 'low',
    reasons: notes.length > 0 ? notes : ['No risk signals'],
    customerReason: '',
  };
}

/** The polite refusal of COD for a high-risk order. */
export function prepaidOnlyMessage(customerReason: string): string {
  return `We're sorry, cash on delivery isn't available for this order because ${customerReason}. You can still place it by paying online with UPI or card.`;
}

/** What a medium-risk shopper reads before placing the order. */
export function advanceMessage(advance: number, due: number): string {
  return `For this order we ask an advance of ${rupees(advance)} online; you pay the remaining ${rupees(due)} in cash at delivery. The advance is not refunded if the parcel is refused.`;
}
