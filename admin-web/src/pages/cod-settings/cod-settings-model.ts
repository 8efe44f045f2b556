// The owner's cash-on-delivery settings as the form edits them (docs/cash-on-delivery.md, "The
// owner's settings"): the limits the server keeps, checked with its words before anything is
// sent; the form's values from the settings and the PUT body from the form's values; what each
// risk rule means. Amounts are rupees. Pure functions.

export type PincodeRule = 'all' | 'allow' | 'block';

/** The thresholds of the risk assessment: counts, percentages and days (0 turns some off). */
export interface CodRiskRules {
  refusedForAdvance: number;
  refusedForPrepaidOnly: number;
  unconfirmedForAdvance: number;
  pincodeRtoPercent: number;
  pincodeMinOrders: number;
  /** Times the customer's usual order, one decimal (2.5); 0: off. */
  valueMultiple: number;
  newAccountDays: number;
  trustedDeliveredOrders: number;
  mediumSignalsForHigh: number;
}

export interface CodSettings {
  enabled: boolean;
  /** Rupees: the largest COD order, fee included. */
  maxOrderValue: number;
  /** Rupees added to a COD order (0 allowed). */
  fee: number;
  pincodeRule: PincodeRule;
  /** Six-digit pincodes for the rule. */
  pincodes: string[];
  /** The window to confirm by the e-mail link, 1 to 168 hours. */
  confirmHours: number;
  /** The medium-risk advance, a share of the total, 1 to 100. */
  advancePercent: number;
  /** Rupees: the advance is at least this much. */
  minAdvance: number;
  risk: CodRiskRules;
}

export type RiskRuleKey = keyof CodRiskRules;

/** What the form holds: numbers may be blank, the pincodes are text (one list, any separator). */
export interface CodSettingsValues {
  enabled: boolean;
  maxOrderValue: number | null;
  fee: number | null;
  pincodeRule: PincodeRule;
  pincodesText: string;
  confirmHours: number | null;
  advancePercent: number | null;
  minAdvance: number | null;
  risk: Record<RiskRuleKey, number | null>;
}

export const DEFAULT_COD_SETTINGS: CodSettings = {
  enabled: false,
  maxOrderValue: 10000,
  fee: 49,
  pincodeRule: 'all',
  pincodes: [],
  confirmHours: 24,
  advancePercent: 20,
  minAdvance: 100,
  risk: {
    refusedForAdvance: 1,
    refusedForPrepaidOnly: 2,
    unconfirmedForAdvance: 2,
    pincodeRtoPercent: 30,
    pincodeMinOrders: 5,
    valueMultiple: 3,
    newAccountDays: 7,
    trustedDeliveredOrders: 3,
    mediumSignalsForHigh: 3,
  },
};

export const PINCODE_RULES: readonly PincodeRule[] = ['all', 'allow', 'block'];

export const PINCODE_RULE_LABELS: Record<PincodeRule, string> = {
  all: 'Every pincode',
  allow: 'Only the pincodes listed',
  block: 'Every pincode except those listed',
};

/** ₹10,00,000: the largest order value and advance the server takes. */
export const MAX_RUPEES = 1_000_000;
/** The largest COD fee the server takes. */
export const MAX_FEE = 1000;
/** The largest count (orders, parcels, days, signals) of a risk rule. */
export const MAX_COUNT = 1000;
export const MAX_VALUE_MULTIPLE = 100;
export const MAX_PINCODES = 5000;

/** The server's limits in its own words (services/order/src/cod/cod-settings.ts). */
export const MESSAGES = {
  maxOrderValue: 'The order value limit must be between ₹1 and ₹10,00,000',
  fee: 'The COD fee must be between ₹0 and ₹1,000',
  pincodeRule: 'The pincode rule must be all, allow or block',
  pincode: (wrong: string) => `"${wrong}" is not a valid 6-digit pincode`,
  pincodesTooMany: `At most ${MAX_PINCODES} pincodes can be listed`,
  pincodesNeeded: 'List at least one pincode to allow, or choose another pincode rule',
  confirmHours: 'The confirmation window must be between 1 and 168 hours',
  advancePercent: 'The advance must be between 1% and 100% of the order',
  minAdvance: 'The minimum advance must be between ₹0 and ₹10,00,000',
  count: (label: string) => `${label} must be a whole number from 0 to ${MAX_COUNT}`,
  pincodeRtoPercent: 'The pincode return rate must be between 1% and 100%',
  valueMultiple: 'The order value multiple must be between 0 (off) and 100',
  prepaidAfterAdvance:
    'Refused orders before prepaid only must be at least those before an advance',
} as const;

/** A check's verdict: the message to show, or undefined when the value passes. */
export type Check = string | undefined;

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
/** Whole paise (at most two decimals) from `min` to `max` rupees. */
const rupeesIn = (value: unknown, min: number, max: number): value is number =>
  isNumber(value) &&
  value >= min &&
  value <= max &&
  Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
const wholeIn = (value: unknown, min: number, max: number): value is number =>
  isNumber(value) && Number.isInteger(value) && value >= min && value <= max;

export const checkMaxOrderValue = (value: number | null | undefined): Check =>
  rupeesIn(value, 1, MAX_RUPEES) ? undefined : MESSAGES.maxOrderValue;

export const checkFee = (value: number | null | undefined): Check =>
  rupeesIn(value, 0, MAX_FEE) ? undefined : MESSAGES.fee;

export const checkConfirmHours = (value: number | null | undefined): Check =>
  wholeIn(value, 1, 168) ? undefined : MESSAGES.confirmHours;

export const checkAdvancePercent = (value: number | null | undefined): Check =>
  wholeIn(value, 1, 100) ? undefined : MESSAGES.advancePercent;

/** The advance is never more than the order's total, so no tie to the order value limit. */
export const checkMinAdvance = (value: number | null | undefined): Check =>
  rupeesIn(value, 0, MAX_RUPEES) ? undefined : MESSAGES.minAdvance;

const PINCODE_PATTERN = /^[1-9]\d{5}$/;

/** The pincodes written in the box: any of commas, spaces and new lines between them. */
export function splitPincodes(text: string | null | undefined): string[] {
  return (text ?? '').split(/[\s,;]+/).filter((part) => part !== '');
}

/** The listed pincodes, each once, in the order written. */
export function parsePincodes(text: string | null | undefined): string[] {
  return [...new Set(splitPincodes(text))];
}

/**
 * Every listed pincode has six digits, not starting with 0 (the first wrong one is named);
 * at most 5000; "only the pincodes listed" needs at least one.
 */
export function checkPincodes(
  text: string | null | undefined,
  rule: PincodeRule | undefined,
): Check {
  const pincodes = parsePincodes(text);
  const wrong = pincodes.find((pincode) => !PINCODE_PATTERN.test(pincode));
  if (wrong !== undefined) return MESSAGES.pincode(wrong);
  if (pincodes.length > MAX_PINCODES) return MESSAGES.pincodesTooMany;
  if (rule === 'allow' && pincodes.length === 0) return MESSAGES.pincodesNeeded;
  return undefined;
}

export const checkPincodeRule = (value: string | undefined): Check =>
  PINCODE_RULES.includes(value as PincodeRule) ? undefined : MESSAGES.pincodeRule;

/** How each risk rule's number is bounded. */
type RiskBound = 'count' | 'percent' | 'multiple';

export interface RiskRuleInfo {
  key: RiskRuleKey;
  /** The field's label. */
  label: string;
  /** What it does, in a sentence. */
  explanation: string;
  /** The unit shown after the number. */
  unit: string;
  bound: RiskBound;
}

export interface RiskRuleGroup {
  title: string;
  rules: readonly RiskRuleInfo[];
}

/** The risk rules, grouped as the form shows them, each with what it means. */
export const RISK_RULE_GROUPS: readonly RiskRuleGroup[] = [
  {
    title: "The customer's refusals",
    rules: [
      {
        key: 'refusedForAdvance',
        label: 'Refused orders before an advance',
        explanation:
          'From this many earlier COD orders refused at the door (returned to origin), the customer pays an advance online. 0 turns it off.',
        unit: 'orders',
        bound: 'count',
      },
      {
        key: 'refusedForPrepaidOnly',
        label: 'Refused orders before prepaid only',
        explanation:
          'From this many refused COD orders, cash on delivery is refused (high risk): the customer can still pay online. 0 turns it off.',
        unit: 'orders',
        bound: 'count',
      },
      {
        key: 'unconfirmedForAdvance',
        label: 'Unconfirmed orders before an advance',
        explanation:
          'From this many earlier COD orders never confirmed by e-mail, or cancelled by the customer, the customer pays an advance. 0 turns it off.',
        unit: 'orders',
        bound: 'count',
      },
    ],
  },
  {
    title: 'The pincode',
    rules: [
      {
        key: 'pincodeRtoPercent',
        label: 'Pincode return rate',
        explanation:
          'A pincode whose COD parcels came back refused at least this often asks an advance…',
        unit: '%',
        bound: 'percent',
      },
      {
        key: 'pincodeMinOrders',
        label: 'Parcels needed to judge a pincode',
        explanation:
          '…once at least this many COD parcels to it were settled (cash collected or returned), so a single refusal does not decide. 0 turns the pincode rule off.',
        unit: 'parcels',
        bound: 'count',
      },
    ],
  },
  {
    title: 'The order and the account',
    rules: [
      {
        key: 'valueMultiple',
        label: 'Order value multiple',
        explanation:
          "An order worth more than this many times the customer's average confirmed order asks an advance. 0 turns it off.",
        unit: '×',
        bound: 'multiple',
      },
      {
        key: 'newAccountDays',
        label: 'New account days',
        explanation:
          'An account younger than this, with no delivered order yet, asks an advance. 0 turns it off.',
        unit: 'days',
        bound: 'count',
      },
    ],
  },
  {
    title: 'Trust and escalation',
    rules: [
      {
        key: 'trustedDeliveredOrders',
        label: 'Delivered orders for a trusted customer',
        explanation:
          'A customer with at least this many delivered prepaid orders and no refusal is trusted: signals other than refusals count as low. 0 turns it off.',
        unit: 'orders',
        bound: 'count',
      },
      {
        key: 'mediumSignalsForHigh',
        label: 'Medium signals for prepaid only',
        explanation:
          'This many reasons for an advance on one order make it high risk (prepaid only). 0: never.',
        unit: 'signals',
        bound: 'count',
      },
    ],
  },
];

export const RISK_RULES: readonly RiskRuleInfo[] = RISK_RULE_GROUPS.flatMap((group) => group.rules);

function riskInfo(key: RiskRuleKey): RiskRuleInfo {
  const info = RISK_RULES.find((rule) => rule.key === key);
  if (!info) throw new Error(`no risk rule ${key}`);
  return info;
}

/** One risk rule's number against its bound; the message names the rule. */
export function checkRiskRule(key: RiskRuleKey, value: number | null | undefined): Check {
  const { label, bound } = riskInfo(key);
  switch (bound) {
    case 'count':
      return wholeIn(value, 0, MAX_COUNT) ? undefined : MESSAGES.count(label);
    case 'percent':
      return wholeIn(value, 1, 100) ? undefined : MESSAGES.pincodeRtoPercent;
    case 'multiple':
      return isNumber(value) &&
        value >= 0 &&
        value <= MAX_VALUE_MULTIPLE &&
        Math.abs(Math.round(value * 10) - value * 10) < 1e-6
        ? undefined
        : MESSAGES.valueMultiple;
  }
}

/** With both on, prepaid only takes at least as many refusals as an advance does. */
export function checkRefusalOrder(risk: CodSettingsValues['risk']): Check {
  const { refusedForAdvance, refusedForPrepaidOnly } = risk;
  return isNumber(refusedForAdvance) &&
    isNumber(refusedForPrepaidOnly) &&
    refusedForAdvance > 0 &&
    refusedForPrepaidOnly > 0 &&
    refusedForPrepaidOnly < refusedForAdvance
    ? MESSAGES.prepaidAfterAdvance
    : undefined;
}

/** Every check of the form, in the order the fields are shown; the first failure. */
export function checkCodSettings(values: CodSettingsValues): Check {
  let problem =
    checkMaxOrderValue(values.maxOrderValue) ??
    checkFee(values.fee) ??
    checkPincodeRule(values.pincodeRule) ??
    checkPincodes(values.pincodesText, values.pincodeRule) ??
    checkConfirmHours(values.confirmHours) ??
    checkAdvancePercent(values.advancePercent) ??
    checkMinAdvance(values.minAdvance);
  for (const rule of RISK_RULES) problem ??= checkRiskRule(rule.key, values.risk[rule.key]);
  return problem ?? checkRefusalOrder(values.risk);
}

export function codSettingsValues(settings: CodSettings): CodSettingsValues {
  return {
    enabled: settings.enabled,
    maxOrderValue: settings.maxOrderValue,
    fee: settings.fee,
    pincodeRule: settings.pincodeRule,
    pincodesText: settings.pincodes.join(', '),
    confirmHours: settings.confirmHours,
    advancePercent: settings.advancePercent,
    minAdvance: settings.minAdvance,
    risk: { ...settings.risk },
  };
}

/** The PUT body from checked values: numbers as numbers, the pincodes as a list. */
export function codSettingsPayload(values: CodSettingsValues): CodSettings {
  const num = (value: number | null) => Number(value ?? 0);
  const risk = Object.fromEntries(
    RISK_RULES.map(({ key }) => [key, num(values.risk[key])]),
  ) as unknown as CodRiskRules;
  return {
    enabled: values.enabled,
    maxOrderValue: num(values.maxOrderValue),
    fee: num(values.fee),
    pincodeRule: values.pincodeRule,
    pincodes: parsePincodes(values.pincodesText),
    confirmHours: num(values.confirmHours),
    advancePercent: num(values.advancePercent),
    minAdvance: num(values.minAdvance),
    risk,
  };
}
