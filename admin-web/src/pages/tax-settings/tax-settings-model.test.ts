import { describe, expect, it } from 'vitest';
import { INDIAN_STATES, indianState } from '../../lib/india-states';
import {
  checkGstin,
  checkHsnCode,
  checkInvoicePrefix,
  checkRate,
  checkRule,
  checkSettings,
  checkThresholdPrice,
  describeRule,
  MESSAGES,
  ruleFromValues,
  ruleValues,
  settingsPayload,
  settingsValues,
  type TaxSettingsValues,
} from './tax-settings-model';

const VALID: TaxSettingsValues = {
  legalName: 'Saree Boutique Pvt Ltd',
  gstin: '29ABCDE1234F1Z5',
  stateCode: 'KA',
  address: '12 MG Road\nBengaluru',
  invoicePrefix: 'SB',
  defaultRule: ruleValues({ hsnCode: '5007', rate: 5, thresholdPrice: 0, rateAbove: 0 }),
};

describe('the tax settings rules', () => {
  it('knows the 36 states and union territories with their GST codes', () => {
    expect(INDIAN_STATES).toHaveLength(36);
    expect(new Set(INDIAN_STATES.map((s) => s.gstCode)).size).toBe(36);
    expect(indianState('ka')).toEqual({ iso: 'KA', name: 'Karnataka', gstCode: '29' });
    expect(indianState('DL')?.gstCode).toBe('07');
    expect(indianState('LA')?.gstCode).toBe('38');
    expect(indianState('XX')).toBeUndefined();
  });

  it("checks the GSTIN's form, then its state code", () => {
    expect(checkGstin('29ABCDE1234F1Z5', 'KA')).toBeUndefined();
    expect(checkGstin('29abcde1234f1z5', 'KA')).toBeUndefined();
    expect(checkGstin('29ABCDE1234F1Z', 'KA')).toBe(MESSAGES.gstin);
    expect(checkGstin('29ABCDE1234F0Z5', 'KA')).toBe(MESSAGES.gstin);
    expect(checkGstin('29ABCDE1234F1X5', 'KA')).toBe(MESSAGES.gstin);
    expect(checkGstin('', 'KA')).toBe(MESSAGES.gstin);
    expect(checkGstin('27ABCDE1234F1Z5', 'KA')).toBe(
      "The GSTIN must start with the state's GST code (29)",
    );
    expect(checkGstin('07ABCDE1234F1Z5', 'DL')).toBeUndefined();
    // No state yet: only the form (the state's own message says what is missing).
    expect(checkGstin('27ABCDE1234F1Z5', undefined)).toBeUndefined();
  });

  it('checks the prefix, HSN code, rates and the price limit with the server messages', () => {
    expect(checkInvoicePrefix('SB')).toBeUndefined();
    expect(checkInvoicePrefix('SB2026abcd')).toBeUndefined();
    expect(checkInvoicePrefix('SB-1')).toBe(MESSAGES.invoicePrefix);
    expect(checkInvoicePrefix('')).toBe(MESSAGES.invoicePrefix);
    expect(checkInvoicePrefix('ABCDEFGHIJK')).toBe(MESSAGES.invoicePrefix);
    for (const ok of ['5007', '500710', '50071090']) expect(checkHsnCode(ok)).toBeUndefined();
    for (const bad of ['500', '50071', '5007109', 'ABCD', ''])
      expect(checkHsnCode(bad)).toBe(MESSAGES.hsnCode);
    expect(checkRate(0)).toBeUndefined();
    expect(checkRate(40)).toBeUndefined();
    expect(checkRate(2.5)).toBeUndefined();
    expect(checkRate(40.5)).toBe(MESSAGES.rate);
    expect(checkRate(-1)).toBe(MESSAGES.rate);
    expect(checkRate(null)).toBe(MESSAGES.rate);
    expect(checkThresholdPrice(1000)).toBeUndefined();
    expect(checkThresholdPrice(999.5)).toBe(MESSAGES.thresholdPrice);
    expect(checkThresholdPrice(0)).toBe(MESSAGES.thresholdPrice);
    expect(checkThresholdPrice(null)).toBe(MESSAGES.thresholdPrice);
  });

  it('checks the price limit and the rate above only with the switch on', () => {
    const rule = {
      hsnCode: '5007',
      rate: 5,
      differentAbove: false,
      thresholdPrice: null,
      rateAbove: null,
    };
    expect(checkRule(rule)).toBeUndefined();
    expect(checkRule({ ...rule, differentAbove: true })).toBe(MESSAGES.thresholdPrice);
    expect(checkRule({ ...rule, differentAbove: true, thresholdPrice: 1000, rateAbove: 50 })).toBe(
      MESSAGES.rate,
    );
    expect(checkRule({ ...rule, differentAbove: true, thresholdPrice: 1000, rateAbove: 12 })).toBe(
      undefined,
    );
  });

  it('checks the whole form in the order of its fields', () => {
    expect(checkSettings(VALID)).toBeUndefined();
    expect(checkSettings({ ...VALID, legalName: ' ' })).toBe(MESSAGES.legalName);
    expect(checkSettings({ ...VALID, stateCode: undefined })).toBe(MESSAGES.state);
    expect(checkSettings({ ...VALID, address: '' })).toBe(MESSAGES.address);
  });

  it('turns the settings into form values and back into the PUT body', () => {
    const values = settingsValues({
      legalName: '',
      gstin: '',
      address: '',
      stateCode: '',
      invoicePrefix: '',
      defaultRule: { hsnCode: '5007', rate: 5, thresholdPrice: 0, rateAbove: 0 },
      categoryRules: [],
      configured: false,
    });
    expect(values.invoicePrefix).toBe('SB');
    expect(values.stateCode).toBeUndefined();
    expect(values.defaultRule.differentAbove).toBe(false);

    const own = new Map([
      ['cat-silk', { hsnCode: '5007', rate: 12, thresholdPrice: 0, rateAbove: 0 }],
      ['gone', { hsnCode: '5007', rate: 12, thresholdPrice: 0, rateAbove: 0 }],
    ]);
    const body = settingsPayload(
      {
        ...VALID,
        legalName: ' Saree Boutique Pvt Ltd ',
        gstin: '29abcde1234f1z5',
        defaultRule: {
          hsnCode: '5007',
          rate: 5,
          differentAbove: true,
          thresholdPrice: 1000,
          rateAbove: 12,
        },
      },
      own,
      ['cat-silk', 'cat-cotton'],
    );
    expect(body).toEqual({
      legalName: 'Saree Boutique Pvt Ltd',
      gstin: '29ABCDE1234F1Z5',
      stateCode: 'KA',
      address: '12 MG Road\nBengaluru',
      invoicePrefix: 'SB',
      defaultRule: { hsnCode: '5007', rate: 5, thresholdPrice: 1000, rateAbove: 12 },
      categoryRules: [
        { categoryId: 'cat-silk', hsnCode: '5007', rate: 12, thresholdPrice: 0, rateAbove: 0 },
      ],
    });
    // Categories not loaded: the saved rules are kept as they are.
    expect(settingsPayload(VALID, own, null).categoryRules.map((r) => r.categoryId)).toEqual([
      'cat-silk',
      'gone',
    ]);
    // The switch off sends one rate.
    expect(
      ruleFromValues({
        hsnCode: '5007',
        rate: 5,
        differentAbove: false,
        thresholdPrice: 1000,
        rateAbove: 12,
      }),
    ).toEqual({ hsnCode: '5007', rate: 5, thresholdPrice: 0, rateAbove: 0 });
  });

  it('describes a rule in words', () => {
    expect(describeRule({ hsnCode: '5007', rate: 5, thresholdPrice: 0, rateAbove: 0 })).toBe(
      '5% (HSN 5007)',
    );
    expect(describeRule({ hsnCode: '5208', rate: 5, thresholdPrice: 1000, rateAbove: 12 })).toBe(
      '5% up to ₹1,000 a piece, 12% above (HSN 5208)',
    );
  });
});
