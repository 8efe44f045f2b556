// System spec: the delivery promise to a pincode (docs/delivery-promise.md) through the
// gateway and identity, with the shop at the default SHOP_PINCODE (560001, Bengaluru) and
// the test stack's DELIVERY_BLOCKED_PINCODES (682001).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { str, type Json } from '../fixtures/http.js';
import { http, skipWithoutStack } from './shoppers.js';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

async function estimate(pincode: string): Promise<Json> {
  const response = await http.get(`/api/geo/pincodes/${pincode}/delivery`);
  assert.equal(response.status, 200, response.text);
  assert.equal(response.json.success, true);
  return response.json.data;
}

describe('the delivery promise by pincode', { skip: skipWithoutStack }, () => {
  it('names the zone, district and state, and dates that follow each other, in every zone', async () => {
    const zones: [string, string, string, string][] = [
      ['560038', 'same-city', 'Bengaluru', 'KA'],
      ['570001', 'same-state', 'Mysuru', 'KA'],
      ['400001', 'metro', 'Mumbai', 'MH'],
      ['302001', 'rest-of-india', 'Jaipur', 'RJ'],
      ['781001', 'north-east-remote', 'Kamrup', 'AS'],
    ];
    const latest: string[] = [];
    for (const [pincode, zone, district, stateCode] of zones) {
      const answer = await estimate(pincode);
      assert.equal(answer.pincode, pincode);
      assert.equal(answer.serviceable, true, JSON.stringify(answer));
      assert.equal(answer.zone, zone, JSON.stringify(answer));
      assert.equal(answer.district, district);
      assert.equal(answer.stateCode, stateCode);
      for (const day of [answer.dispatchDate, answer.earliestDate, answer.latestDate])
        assert.match(str(day), ISO_DAY);
      assert.ok(str(answer.dispatchDate) < str(answer.earliestDate), JSON.stringify(answer));
      assert.ok(str(answer.earliestDate) <= str(answer.latestDate), JSON.stringify(answer));
      // Nothing is dispatched on a Sunday.
      assert.notEqual(new Date(`${str(answer.dispatchDate)}T00:00:00Z`).getUTCDay(), 0);
      latest.push(str(answer.latestDate));
    }
    // Farther zones never promise sooner than nearer ones.
    assert.deepEqual([...latest].sort(), latest);
    assert.ok(latest[0] < latest[4], JSON.stringify(latest));
  });

  it('says a known pincode the shop does not deliver to is not serviceable, with no dates', async () => {
    const answer = await estimate('682001');
    assert.equal(answer.serviceable, false);
    assert.equal(answer.district, 'Ernakulam');
    assert.equal(answer.stateName, 'Kerala');
    assert.equal(answer.earliestDate, '');
    assert.equal(answer.latestDate, '');
  });

  it('says an unknown pincode is not found instead of guessing, and refuses what is not one', async () => {
    const unknown = await http.get('/api/geo/pincodes/999999/delivery');
    assert.equal(unknown.status, 404);
    assert.deepEqual(unknown.json, {
      success: false,
      message: 'We could not find this pincode. Please check it.',
    });
    for (const bad of ['12345', '056001', 'abcdef', '5600011']) {
      const answer = await http.get(`/api/geo/pincodes/${bad}/delivery`);
      assert.equal(answer.status, 400, `${bad}: ${answer.text}`);
      assert.equal(answer.json.message, 'Please enter a valid 6-digit pincode');
    }
  });

  it('answers the same promise through GraphQL', async () => {
    const response = await http.graphql(
      'query ($pincode: String!) { deliveryEstimate(pincode: $pincode) { zone serviceable district latestDate } }',
      { pincode: '400001' },
    );
    assert.equal(response.status, 200, response.text);
    const rest = await estimate('400001');
    assert.deepEqual(response.json.data.deliveryEstimate, {
      zone: 'metro',
      serviceable: true,
      district: 'Mumbai',
      latestDate: rest.latestDate,
    });
  });
});
