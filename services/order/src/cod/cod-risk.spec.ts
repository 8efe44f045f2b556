import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assessRisk, prepaidOnlyMessage, type RiskSignals } from './cod-risk.js';
import {
  advanceFor,
  codSettingsProblem,
  DEFAULT_COD_SETTINGS,
  pincodeRefusal,
  windowText,
} from './cod-settings.js';

const RULES = DEFAULT_COD_SETTINGS.risk;
/** A customer the shop knows nothing about, with an old account, ordering ₹3,299. */
const QUIET: RiskSignals = {
  refused: 0,
  unconfirmed: 0,
  deliveredPrepaid: 0,
  delivered: 0,
  confirmedOrders: 0,
  averageTotal: 0,
  pincode: '560038',
  pincodeSettled: 0,
  pincodeRefused: 0,
  total: 329_900,
  accountAgeDays: 400,
};

describe('COD risk assessment', () => {
  it('no signal is low risk', () => {
    const risk = assessRisk(QUIET, RULES);
    assert.equal(risk.level, 'low');
    assert.deepEqual(risk.reasons, ['No risk signals']);
  });

  it('one refused parcel asks an advance; two are prepaid only, politely', () => {
    const one = assessRisk({ ...QUIET, refused: 1 }, RULES);
    assert.equal(one.level, 'medium');
    assert.deepEqual(one.reasons, ['1 earlier COD order refused at delivery']);
    const two = assessRisk({ ...QUIET, refused: 2 }, RULES);
    assert.equal(two.level, 'high');
    assert.equal(
      prepaidOnlyMessage(two.customerReason),
      "We're sorry, cash on delivery isn't available for this order because an earlier cash-on-delivery order was not accepted at delivery. You can still place it by paying online with UPI or card.",
    );
  });

  it('a pincode whose parcels come back, an unusual value and a new account each ask an advance', () => {
    const pincode = assessRisk({ ...QUIET, pincodeSettled: 6, pincodeRefused: 3 }, RULES);
    assert.equal(pincode.level, 'medium');
    assert.deepEqual(pincode.reasons, ['Pincode 560038: 3 of 6 COD parcels returned (50%)']);
    const few = assessRisk({ ...QUIET, pincodeSettled: 4, pincodeRefused: 4 }, RULES);
    assert.equal(few.level, 'low', 'too few parcels to judge the pincode');
    const value = assessRisk(
      { ...QUIET, confirmedOrders: 2, averageTotal: 100_000, total: 400_000 },
      RULES,
    );
    assert.deepEqual(value.reasons, ["Order value ₹4,000 is 4.0× the customer's usual ₹1,000"]);
    const usual = assessRisk(
      { ...QUIET, confirmedOrders: 2, averageTotal: 200_000, total: 400_000 },
      RULES,
    );
    assert.equal(usual.level, 'low', 'twice the usual is under the 3× rule');
    const fresh = assessRisk({ ...QUIET, accountAgeDays: 2 }, RULES);
    assert.deepEqual(fresh.reasons, ['Account created 2 days ago']);
  });

  it('a trusted customer’s soft signals are noted, not counted; refusals always count', () => {
    const trusted = assessRisk(
      { ...QUIET, deliveredPrepaid: 3, delivered: 3, accountAgeDays: 1 },
      {
        ...RULES,
        newAccountDays: 7,
      },
    );
    assert.equal(trusted.level, 'low');
    assert.equal(trusted.reasons[0], 'Trusted: 3 prepaid orders delivered');
    const refused = assessRisk({ ...QUIET, deliveredPrepaid: 5, refused: 1 }, RULES);
    assert.equal(refused.level, 'medium');
  });

  it('enough medium signals together are prepaid only', () => {
    const risk = assessRisk(
      {
        ...QUIET,
        unconfirmed: 2,
        pincodeSettled: 10,
        pincodeRefused: 5,
        accountAgeDays: 0,
      },
      RULES,
    );
    assert.equal(risk.level, 'high');
    assert.equal(risk.reasons[0], '3 risk signals together');
    assert.equal(risk.customerReason, "of the order's value and delivery history");
  });
});

describe('COD settings', () => {
  it('the advance is a share, at least the minimum, at most the total', () => {
    assert.equal(advanceFor(DEFAULT_COD_SETTINGS, 329_900), 66_000);
    assert.equal(advanceFor(DEFAULT_COD_SETTINGS, 20_000), 10_000);
    assert.equal(advanceFor(DEFAULT_COD_SETTINGS, 5_000), 5_000);
  });

  it('the pincode rule allows or blocks the listed pincodes', () => {
    const on = { ...DEFAULT_COD_SETTINGS, enabled: true };
    assert.equal(pincodeRefusal(on, '560038'), undefined);
    assert.equal(
      pincodeRefusal({ ...on, pincodeRule: 'allow', pincodes: ['110001'] }, '560038'),
      'Cash on delivery is not available for pincode 560038.',
    );
    assert.equal(
      pincodeRefusal({ ...on, pincodeRule: 'block', pincodes: ['560038'] }, '560038'),
      'Cash on delivery is not available for pincode 560038.',
    );
    assert.equal(
      pincodeRefusal(DEFAULT_COD_SETTINGS, '560038'),
      'Cash on delivery is not available at the moment.',
    );
  });

  it('the confirmation window reads as people say it', () => {
    assert.equal(windowText(24 * 3600), '24 hours');
    assert.equal(windowText(3600), '1 hour');
    assert.equal(windowText(20), '1 minute');
    assert.equal(windowText(1200), '20 minutes');
  });

  it('the form’s limits have messages', () => {
    assert.equal(codSettingsProblem(DEFAULT_COD_SETTINGS), undefined);
    assert.equal(
      codSettingsProblem({ ...DEFAULT_COD_SETTINGS, confirmHours: 0 }),
      'The confirmation window must be between 1 and 168 hours',
    );
    assert.equal(
      codSettingsProblem({ ...DEFAULT_COD_SETTINGS, pincodeRule: 'allow', pincodes: [] }),
      'List at least one pincode to allow, or choose another pincode rule',
    );
    assert.equal(
      codSettingsProblem({
        ...DEFAULT_COD_SETTINGS,
        risk: { ...DEFAULT_COD_SETTINGS.risk, refusedForAdvance: 3, refusedForPrepaidOnly: 2 },
      }),
      'Refused orders before prepaid only must be at least those before an advance',
    );
  });
});
