import { describe, expect, it } from 'vitest';
import {
  checkAdvancePercent,
  checkCodSettings,
  checkConfirmHours,
  checkFee,
  checkMaxOrderValue,
  checkMinAdvance,
  checkPincodeRule,
  checkPincodes,
  checkRefusalOrder,
  checkRiskRule,
  codSettingsPayload,
  codSettingsValues,
  DEFAULT_COD_SETTINGS,
  MESSAGES,
  parsePincodes,
  RISK_RULE_GROUPS,
  RISK_RULES,
  type CodSettings,
} from './cod-settings-model';

const SETTINGS: CodSettings = {
  ...DEFAULT_COD_SETTINGS,
  enabled: true,
  pincodeRule: 'block',
  pincodes: ['110001', '560038'],
  risk: { ...DEFAULT_COD_SETTINGS.risk, valueMultiple: 2.5 },
};

describe('the amounts', () => {
  it('takes an order value limit from ₹1 to ₹10,00,000, paise allowed', () => {
    expect(checkMaxOrderValue(10000)).toBeUndefined();
    expect(checkMaxOrderValue(1)).toBeUndefined();
    expect(checkMaxOrderValue(1_000_000)).toBeUndefined();
    expect(checkMaxOrderValue(2499.99)).toBeUndefined();
    for (const wrong of [0, 0.5, -1, 10.005, null, undefined, Number.NaN, 1_000_000.01])
      expect(checkMaxOrderValue(wrong)).toBe(MESSAGES.maxOrderValue);
  });

  it('takes a fee from ₹0 to ₹1,000', () => {
    expect(checkFee(0)).toBeUndefined();
    expect(checkFee(49)).toBeUndefined();
    expect(checkFee(49.5)).toBeUndefined();
    expect(checkFee(1000)).toBeUndefined();
    for (const wrong of [-1, 0.001, 1001, null]) expect(checkFee(wrong)).toBe(MESSAGES.fee);
    expect(MESSAGES.fee).toBe('The COD fee must be between ₹0 and ₹1,000');
  });

  it('takes a minimum advance from ₹0 to ₹10,00,000 (never more than the total anyway)', () => {
    expect(checkMinAdvance(0)).toBeUndefined();
    expect(checkMinAdvance(100)).toBeUndefined();
    expect(checkMinAdvance(20000)).toBeUndefined();
    expect(checkMinAdvance(-5)).toBe(MESSAGES.minAdvance);
    expect(checkMinAdvance(2_000_000)).toBe(MESSAGES.minAdvance);
    expect(checkMinAdvance(null)).toBe(MESSAGES.minAdvance);
  });
});

describe('the windows and shares the doc bounds', () => {
  it('takes 1 to 168 whole hours to confirm', () => {
    expect(checkConfirmHours(1)).toBeUndefined();
    expect(checkConfirmHours(24)).toBeUndefined();
    expect(checkConfirmHours(168)).toBeUndefined();
    for (const wrong of [0, 169, 1.5, -24, null])
      expect(checkConfirmHours(wrong)).toBe(MESSAGES.confirmHours);
  });

  it('takes an advance of 1 to 100 whole percent', () => {
    expect(checkAdvancePercent(1)).toBeUndefined();
    expect(checkAdvancePercent(100)).toBeUndefined();
    for (const wrong of [0, 101, 20.5, null])
      expect(checkAdvancePercent(wrong)).toBe(MESSAGES.advancePercent);
  });
});

describe('the pincodes', () => {
  it('reads a list written with commas, spaces or new lines, each once', () => {
    expect(parsePincodes('560001, 560038\n110001  560001;400001')).toEqual([
      '560001',
      '560038',
      '110001',
      '400001',
    ]);
    expect(parsePincodes('  ')).toEqual([]);
    expect(parsePincodes(undefined)).toEqual([]);
  });

  it('names the first pincode that is not six digits or starts with 0, as the server does', () => {
    expect(checkPincodes('560001, 56003, 012345, 56003', 'allow')).toBe(
      '"56003" is not a valid 6-digit pincode',
    );
    expect(checkPincodes('abcdef', 'all')).toBe(MESSAGES.pincode('abcdef'));
    expect(checkPincodes('012345', 'block')).toBe(MESSAGES.pincode('012345'));
  });

  it('takes at most 5000 pincodes', () => {
    const many = Array.from({ length: 5001 }, (_, n) => String(100000 + n)).join(' ');
    expect(checkPincodes(many, 'block')).toBe(MESSAGES.pincodesTooMany);
  });

  it('needs at least one pincode for "only the pincodes listed"', () => {
    expect(checkPincodes('', 'all')).toBeUndefined();
    expect(checkPincodes(' , ', 'block')).toBeUndefined();
    expect(checkPincodes('', 'allow')).toBe(MESSAGES.pincodesNeeded);
    expect(checkPincodes('560001', 'allow')).toBeUndefined();
  });

  it('knows the three rules', () => {
    for (const rule of ['all', 'allow', 'block']) expect(checkPincodeRule(rule)).toBeUndefined();
    expect(checkPincodeRule('some')).toBe(MESSAGES.pincodeRule);
    expect(checkPincodeRule(undefined)).toBe(MESSAGES.pincodeRule);
  });
});

describe('the risk rules', () => {
  it('explains every rule of the doc once, in groups', () => {
    expect(RISK_RULES.map((rule) => rule.key).sort()).toEqual(
      Object.keys(DEFAULT_COD_SETTINGS.risk).sort(),
    );
    expect(RISK_RULE_GROUPS.length).toBeGreaterThan(1);
    for (const rule of RISK_RULES) {
      expect(rule.label).not.toBe('');
      expect(rule.explanation.length).toBeGreaterThan(30);
    }
  });

  it('takes whole counts from 0 (off) to 1000, named in the message', () => {
    for (const key of [
      'trustedDeliveredOrders',
      'mediumSignalsForHigh',
      'newAccountDays',
      'refusedForAdvance',
    ] as const) {
      expect(checkRiskRule(key, 0)).toBeUndefined();
      expect(checkRiskRule(key, 1000)).toBeUndefined();
    }
    expect(checkRiskRule('pincodeMinOrders', 2.5)).toBe(
      'Parcels needed to judge a pincode must be a whole number from 0 to 1000',
    );
    expect(checkRiskRule('mediumSignalsForHigh', -1)).toBe(
      MESSAGES.count('Medium signals for prepaid only'),
    );
    expect(checkRiskRule('newAccountDays', 1001)).toBe(MESSAGES.count('New account days'));
  });

  it('takes a pincode return rate of 1 to 100 percent', () => {
    expect(checkRiskRule('pincodeRtoPercent', 30)).toBeUndefined();
    expect(checkRiskRule('pincodeRtoPercent', 0)).toBe(MESSAGES.pincodeRtoPercent);
    expect(checkRiskRule('pincodeRtoPercent', 101)).toBe(MESSAGES.pincodeRtoPercent);
  });

  it('takes a value multiple of 0 (off) or up to one decimal', () => {
    expect(checkRiskRule('valueMultiple', 0)).toBeUndefined();
    expect(checkRiskRule('valueMultiple', 2.5)).toBeUndefined();
    expect(checkRiskRule('valueMultiple', 2.55)).toBe(MESSAGES.valueMultiple);
    expect(checkRiskRule('valueMultiple', 100)).toBeUndefined();
    expect(checkRiskRule('valueMultiple', 100.5)).toBe(MESSAGES.valueMultiple);
    expect(checkRiskRule('valueMultiple', -1)).toBe(MESSAGES.valueMultiple);
    expect(checkRiskRule('valueMultiple', null)).toBe(MESSAGES.valueMultiple);
  });

  it('needs at least as many refusals for prepaid only as for an advance, when both are on', () => {
    const risk = codSettingsValues(SETTINGS).risk;
    expect(checkRefusalOrder(risk)).toBeUndefined();
    expect(checkRefusalOrder({ ...risk, refusedForAdvance: 2, refusedForPrepaidOnly: 2 })).toBe(
      undefined,
    );
    expect(checkRefusalOrder({ ...risk, refusedForAdvance: 3, refusedForPrepaidOnly: 2 })).toBe(
      MESSAGES.prepaidAfterAdvance,
    );
    expect(checkRefusalOrder({ ...risk, refusedForAdvance: 3, refusedForPrepaidOnly: 0 })).toBe(
      undefined,
    );
  });
});

describe('the form and the PUT body', () => {
  it('opens on the settings, the pincodes as text', () => {
    const values = codSettingsValues(SETTINGS);
    expect(values.pincodesText).toBe('110001, 560038');
    expect(values.risk.valueMultiple).toBe(2.5);
    expect(values.enabled).toBe(true);
  });

  it('sends back what it opened on', () => {
    expect(codSettingsPayload(codSettingsValues(SETTINGS))).toEqual(SETTINGS);
    expect(codSettingsPayload(codSettingsValues(DEFAULT_COD_SETTINGS))).toEqual(
      DEFAULT_COD_SETTINGS,
    );
  });

  it('sends the pincodes as a list, each once', () => {
    const values = { ...codSettingsValues(SETTINGS), pincodesText: '560001\n560001, 110001' };
    expect(codSettingsPayload(values).pincodes).toEqual(['560001', '110001']);
  });

  it('checks the whole form in the order of its fields', () => {
    const values = codSettingsValues(SETTINGS);
    expect(checkCodSettings(values)).toBeUndefined();
    expect(checkCodSettings({ ...values, maxOrderValue: 0, confirmHours: 0 })).toBe(
      MESSAGES.maxOrderValue,
    );
    expect(checkCodSettings({ ...values, confirmHours: 200 })).toBe(MESSAGES.confirmHours);
    expect(checkCodSettings({ ...values, pincodeRule: 'allow', pincodesText: '' })).toBe(
      MESSAGES.pincodesNeeded,
    );
    expect(
      checkCodSettings({ ...values, risk: { ...values.risk, refusedForPrepaidOnly: -1 } }),
    ).toBe(MESSAGES.count('Refused orders before prepaid only'));
    expect(
      checkCodSettings({
        ...values,
        risk: { ...values.risk, refusedForAdvance: 3, refusedForPrepaidOnly: 2 },
      }),
    ).toBe(MESSAGES.prepaidAfterAdvance);
  });
});
