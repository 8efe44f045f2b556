// The shop's tax settings as the form edits them (docs/api-buying.md, "Tax settings"): the
// checks the server makes, with its messages, run before anything is sent; the form's values
// from the settings and the PUT body from the form's values. Pure functions.
import { indianState } from '../../lib/india-states';
import { formatRupees } from '../../lib/money';

/** How GST applies to a piece: one rate, or another above a price per piece. */
export interface TaxRule {
  /** "5007": 4, 6 or 8 digits. */
  hsnCode: string;
  /** Percent, 0 to 40. */
  rate: number;
  /** Rupees per piece; 0 = one rate for every price. */
  thresholdPrice: number;
  /** Percent used when one piece costs more than thresholdPrice. */
  rateAbove: number;
}

export interface CategoryTaxRule extends TaxRule {
  categoryId: string;
}

export interface TaxSettings {
  legalName: string;
  gstin: string;
  /** Multi-line. */
  address: string;
  /** ISO code, e.g. "KA". */
  stateCode: string;
  invoicePrefix: string;
  defaultRule: TaxRule;
  categoryRules: CategoryTaxRule[];
  /** Legal name, GSTIN, address and state saved: invoices are issued. */
  configured: boolean;
}

/** The PUT body: the settings without `configured`. */
export type TaxSettingsPayload = Omit<TaxSettings, 'configured'>;

/** A rule as its fields hold it: numbers may be blank, the second rate behind a switch. */
export interface TaxRuleValues {
  hsnCode: string;
  rate: number | null;
  /** "Different rate above a price per piece". */
  differentAbove: boolean;
  thresholdPrice: number | null;
  rateAbove: number | null;
}

export interface TaxSettingsValues {
  legalName: string;
  gstin: string;
  stateCode: string | undefined;
  address: string;
  invoicePrefix: string;
  defaultRule: TaxRuleValues;
}

export const DEFAULT_INVOICE_PREFIX = 'SB';
export const DEFAULT_RULE: TaxRule = { hsnCode: '5007', rate: 5, thresholdPrice: 0, rateAbove: 0 };

export const MESSAGES = {
  legalName: "Please enter the shop's legal name",
  gstin: 'Please enter a valid GSTIN (15 characters, e.g. 29ABCDE1234F1Z5)',
  gstinState: (code: string) => `The GSTIN must start with the state's GST code (${code})`,
  state: 'Please choose the state the shop is registered in',
  address: 'Please enter the registered address',
  invoicePrefix: 'The invoice prefix must be 1 to 10 letters or digits',
  hsnCode: 'HSN code must be 4, 6 or 8 digits',
  rate: 'GST rate must be a percentage from 0 to 40',
  thresholdPrice: 'The price limit must be a whole number of rupees, 0 for one rate',
} as const;

const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const PREFIX_PATTERN = /^[A-Za-z0-9]{1,10}$/;
const HSN_PATTERN = /^(\d{4}|\d{6}|\d{8})$/;

/** A check's verdict: the message to show, or undefined when the value passes. */
type Check = string | undefined;

export const checkLegalName = (value: string | undefined): Check =>
  value?.trim() ? undefined : MESSAGES.legalName;

export const checkState = (stateCode: string | undefined): Check =>
  stateCode && indianState(stateCode) ? undefined : MESSAGES.state;

/** The GSTIN's form, then (once a state is chosen) its first two digits against the state. */
export function checkGstin(value: string | undefined, stateCode: string | undefined): Check {
  const gstin = value?.trim().toUpperCase() ?? '';
  if (!GSTIN_PATTERN.test(gstin)) return MESSAGES.gstin;
  const state = stateCode ? indianState(stateCode) : undefined;
  if (state && !gstin.startsWith(state.gstCode)) return MESSAGES.gstinState(state.gstCode);
  return undefined;
}

export const checkAddress = (value: string | undefined): Check =>
  value?.trim() ? undefined : MESSAGES.address;

export const checkInvoicePrefix = (value: string | undefined): Check =>
  PREFIX_PATTERN.test(value?.trim() ?? '') ? undefined : MESSAGES.invoicePrefix;

export const checkHsnCode = (value: string | undefined): Check =>
  HSN_PATTERN.test(value?.trim() ?? '') ? undefined : MESSAGES.hsnCode;

export const checkRate = (value: number | null | undefined): Check =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 40
    ? undefined
    : MESSAGES.rate;

/** With the switch on, a whole number of rupees above 0 (off means 0: one rate). */
export const checkThresholdPrice = (value: number | null | undefined): Check =>
  typeof value === 'number' && Number.isInteger(value) && value > 0
    ? undefined
    : MESSAGES.thresholdPrice;

/** Every check of a rule's fields, in the order they are shown; the first failure. */
export function checkRule(values: TaxRuleValues): Check {
  return (
    checkHsnCode(values.hsnCode) ??
    checkRate(values.rate) ??
    (values.differentAbove
      ? (checkThresholdPrice(values.thresholdPrice) ?? checkRate(values.rateAbove))
      : undefined)
  );
}

/** Every check of the form, in the order the fields are shown; the first failure. */
export function checkSettings(values: TaxSettingsValues): Check {
  return (
    checkLegalName(values.legalName) ??
    checkGstin(values.gstin, values.stateCode) ??
    checkState(values.stateCode) ??
    checkAddress(values.address) ??
    checkInvoicePrefix(values.invoicePrefix) ??
    checkRule(values.defaultRule)
  );
}

export function ruleValues(rule: TaxRule): TaxRuleValues {
  const differentAbove = rule.thresholdPrice > 0;
  return {
    hsnCode: rule.hsnCode,
    rate: rule.rate,
    differentAbove,
    thresholdPrice: differentAbove ? rule.thresholdPrice : null,
    rateAbove: differentAbove ? rule.rateAbove : null,
  };
}

/** The rule a checked rule's fields hold: numbers as numbers, the switch off as 0 and 0. */
export function ruleFromValues(values: TaxRuleValues): TaxRule {
  const differentAbove = values.differentAbove && (values.thresholdPrice ?? 0) > 0;
  return {
    hsnCode: values.hsnCode.trim(),
    rate: Number(values.rate ?? 0),
    thresholdPrice: differentAbove ? Number(values.thresholdPrice) : 0,
    rateAbove: differentAbove ? Number(values.rateAbove ?? 0) : 0,
  };
}

export function settingsValues(settings: TaxSettings): TaxSettingsValues {
  return {
    legalName: settings.legalName,
    gstin: settings.gstin,
    stateCode: indianState(settings.stateCode)?.iso,
    address: settings.address,
    invoicePrefix: settings.invoicePrefix || DEFAULT_INVOICE_PREFIX,
    defaultRule: ruleValues(settings.defaultRule),
  };
}

/**
 * The PUT body. `categoryRules` holds the categories with their own rule; only those of
 * `categoryIds` (the shop's categories) when they are known, since the server refuses an
 * unknown category; all of them when the categories could not be loaded.
 */
export function settingsPayload(
  values: TaxSettingsValues,
  categoryRules: ReadonlyMap<string, TaxRule>,
  categoryIds: readonly string[] | null,
): TaxSettingsPayload {
  const known = categoryIds ? new Set(categoryIds) : null;
  return {
    legalName: values.legalName.trim(),
    gstin: values.gstin.trim().toUpperCase(),
    address: values.address.trim(),
    stateCode: values.stateCode ?? '',
    invoicePrefix: values.invoicePrefix.trim(),
    defaultRule: ruleFromValues(values.defaultRule),
    categoryRules: [...categoryRules]
      .filter(([categoryId]) => !known || known.has(categoryId))
      .map(([categoryId, rule]) => ({ categoryId, ...rule })),
  };
}

const percent = (rate: number) => `${rate}%`;

/** "5% (HSN 5007)" or "5% up to ₹1,000 a piece, 12% above (HSN 5007)". */
export function describeRule(rule: TaxRule): string {
  const rates =
    rule.thresholdPrice > 0
      ? `${percent(rule.rate)} up to ${formatRupees(rule.thresholdPrice)} a piece, ${percent(rule.rateAbove)} above`
      : percent(rule.rate);
  return `${rates} (HSN ${rule.hsnCode})`;
}
