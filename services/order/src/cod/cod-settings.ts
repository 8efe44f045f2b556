// The owner's cash-on-delivery settings as pure rules (docs/cash-on-delivery.md): the
// defaults, the form's checks and messages, and whether COD is offered to a pincode and
// an order value. Amounts are paise.
import type { CodSettings as CodSettingsMessage } from '@boutique/contracts/order/v1/order_service';

export interface CodRiskRules {
  refusedForAdvance: number;
  refusedForPrepaidOnly: number;
  unconfirmedForAdvance: number;
  pincodeRtoPercent: number;
  pincodeMinOrders: number;
  /** Tenths: 30 is 3.0 times the customer's usual order; 0 off. */
  valueMultipleTenths: number;
  newAccountDays: number;
  trustedDeliveredOrders: number;
  mediumSignalsForHigh: number;
}

export interface CodSettings {
  enabled: boolean;
  maxOrderValue: number;
  fee: number;
  pincodeRule: 'all' | 'allow' | 'block';
  pincodes: string[];
  confirmHours: number;
  advancePercent: number;
  minAdvance: number;
  risk: CodRiskRules;
}

/** Before the owner saves anything: off, with the suggested values filled in. */
export const DEFAULT_COD_SETTINGS: CodSettings = {
  enabled: false,
  maxOrderValue: 1_000_000,
  fee: 4_900,
  pincodeRule: 'all',
  pincodes: [],
  confirmHours: 24,
  advancePercent: 20,
  minAdvance: 10_000,
  risk: {
    refusedForAdvance: 1,
    refusedForPrepaidOnly: 2,
    unconfirmedForAdvance: 2,
    pincodeRtoPercent: 30,
    pincodeMinOrders: 5,
    valueMultipleTenths: 30,
    newAccountDays: 7,
    trustedDeliveredOrders: 3,
    mediumSignalsForHigh: 3,
  },
};

const PINCODE = /^[1-9][0-9]{5}$/;
const MAX_PINCODES = 5_000;
/** ₹10,00,000: no boutique order is larger, and it stays far inside int32 paise. */
const MAX_AMOUNT = 100_000_000;

const whole = (value: number, low: number, high: number) =>
  Number.isInteger(value) && value >= low && value <= high;

/** The first problem of the settings in the form's words, or undefined. */
export function codSettingsProblem(settings: CodSettings): string | undefined {
  if (!whole(settings.maxOrderValue, 100, MAX_AMOUNT))
    return 'The order value limit must be between ₹1 and ₹10,00,000';
  if (!whole(settings.fee, 0, 100_000)) return 'The COD fee must be between ₹0 and ₹1,000';
  if (!['all', 'allow', 'block'].includes(settings.pincodeRule))
    return 'The pincode rule must be all, allow or block';
  const bad = settings.pincodes.find((pincode) => !PINCODE.test(pincode));
  if (bad !== undefined) return `"${bad}" is not a valid 6-digit pincode`;
  if (settings.pincodes.length > MAX_PINCODES)
    return `At most ${MAX_PINCODES} pincodes can be listed`;
  if (settings.pincodeRule === 'allow' && settings.pincodes.length === 0)
    return 'List at least one pincode to allow, or choose another pincode rule';
  if (!whole(settings.confirmHours, 1, 168))
    return 'The confirmation window must be between 1 and 168 hours';
  if (!whole(settings.advancePercent, 1, 100))
    return 'The advance must be between 1% and 100% of the order';
  if (!whole(settings.minAdvance, 0, MAX_AMOUNT))
    return 'The minimum advance must be between ₹0 and ₹10,00,000';
  const risk = settings.risk;
  const counts: [number, string][] = [
    [risk.refusedForAdvance, 'Refused orders before an advance'],
    [risk.refusedForPrepaidOnly, 'Refused orders before prepaid only'],
    [risk.unconfirmedForAdvance, 'Unconfirmed orders before an advance'],
    [risk.pincodeMinOrders, 'Parcels needed to judge a pincode'],
    [risk.newAccountDays, 'New account days'],
    [risk.trustedDeliveredOrders, 'Delivered orders for a trusted customer'],
    [risk.mediumSignalsForHigh, 'Medium signals for prepaid only'],
  ];
  for (const [value, label] of counts)
    if (!whole(value, 0, 1000)) return `${label} must be a whole number from 0 to 1000`;
  if (!whole(risk.pincodeRtoPercent, 1, 100))
    return 'The pincode return rate must be between 1% and 100%';
  if (!whole(risk.valueMultipleTenths, 0, 1000))
    return 'The order value multiple must be between 0 (off) and 100';
  if (risk.refusedForAdvance > 0 && risk.refusedForPrepaidOnly > 0)
    if (risk.refusedForPrepaidOnly < risk.refusedForAdvance)
      return 'Refused orders before prepaid only must be at least those before an advance';
  return undefined;
}

/** Settings from the RPC message (absent fields as 0 / empty, trimmed, deduplicated). */
export function codSettingsFrom(message: CodSettingsMessage | undefined): CodSettings {
  const risk = message?.risk;
  const rule = message?.pincodeRule?.trim() || 'all';
  return {
    enabled: message?.enabled ?? false,
    maxOrderValue: message?.maxOrderValue ?? 0,
    fee: message?.fee ?? 0,
    pincodeRule: rule as CodSettings['pincodeRule'],
    pincodes: [...new Set((message?.pincodes ?? []).map((p) => p.trim()).filter(Boolean))],
    confirmHours: message?.confirmHours ?? 0,
    advancePercent: message?.advancePercent ?? 0,
    minAdvance: message?.minAdvance ?? 0,
    risk: {
      refusedForAdvance: risk?.refusedForAdvance ?? 0,
      refusedForPrepaidOnly: risk?.refusedForPrepaidOnly ?? 0,
      unconfirmedForAdvance: risk?.unconfirmedForAdvance ?? 0,
      pincodeRtoPercent: risk?.pincodeRtoPercent ?? 0,
      pincodeMinOrders: risk?.pincodeMinOrders ?? 0,
      valueMultipleTenths: risk?.valueMultipleTenths ?? 0,
      newAccountDays: risk?.newAccountDays ?? 0,
      trustedDeliveredOrders: risk?.trustedDeliveredOrders ?? 0,
      mediumSignalsForHigh: risk?.mediumSignalsForHigh ?? 0,
    },
  };
}

/** Stored settings over the defaults (a field a later version adds gets its default). */
export function codSettingsStored(stored: Partial<CodSettings> | undefined): CodSettings {
  return {
    ...DEFAULT_COD_SETTINGS,
    ...stored,
    risk: { ...DEFAULT_COD_SETTINGS.risk, ...stored?.risk },
  };
}

/** "₹1,234" or "₹1,234.50" of paise, Indian grouping. */
export function rupees(paise: number): string {
  const whole = paise % 100 === 0;
  return `₹${(paise / 100).toLocaleString('en-IN', {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  })}`;
}

export const COD_OFF = 'Cash on delivery is not available at the moment.';
export const codPincodeRefused = (pincode: string) =>
  `Cash on delivery is not available for pincode ${pincode}.`;
export const codCapRefused = (max: number) =>
  `Cash on delivery is available for orders up to ${rupees(max)}.`;

/** Why COD is not offered to this pincode at all, or undefined when it is. */
export function pincodeRefusal(settings: CodSettings, pincode: string): string | undefined {
  if (!settings.enabled) return COD_OFF;
  const listed = settings.pincodes.includes(pincode.trim());
  if (settings.pincodeRule === 'allow' && !listed) return codPincodeRefused(pincode.trim());
  if (settings.pincodeRule === 'block' && listed) return codPincodeRefused(pincode.trim());
  return undefined;
}

/** The advance a medium-risk order pays online: a share, at least the minimum, at most all. */
export function advanceFor(settings: CodSettings, total: number): number {
  const share = Math.ceil((total * settings.advancePercent) / 100 / 100) * 100;
  return Math.min(total, Math.max(share, settings.minAdvance));
}

/** A confirmation window as the shopper reads it: "24 hours", "1 hour", "20 minutes". */
export function windowText(seconds: number): string {
  if (seconds >= 3600) {
    const hours = Math.round(seconds / 3600);
    return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  }
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}
