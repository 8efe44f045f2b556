import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isIanaTimeZone } from '@boutique/service-kit';
import { orderConfigSchema } from '../config/order.config.js';
import { sortStatuses, yearIn } from './order-stats.service.js';

describe('order stats helpers', () => {
  it('orders statuses by lifecycle, then the others alphabetically', () => {
    const sorted = sortStatuses(
      ['pending', 'rejected', 'cancelled', 'delivered', 'confirmed', 'inShipping', 'inProcess'].map(
        (status) => ({ status, count: 1 }),
      ),
    );
    assert.deepEqual(
      sorted.map((s) => s.status),
      ['confirmed', 'inProcess', 'inShipping', 'delivered', 'rejected', 'cancelled', 'pending'],
    );
  });

  it('takes the year on the calendar of the shop time zone', () => {
    const lastEveningUtc = new Date('2023-12-31T20:00:00Z');
    assert.equal(yearIn('Asia/Kolkata', lastEveningUtc), 2024);
    assert.equal(yearIn('UTC', lastEveningUtc), 2023);
  });

  it('SHOP_TIME_ZONE: an IANA zone, Asia/Kolkata by default', () => {
    assert.ok(isIanaTimeZone('Asia/Kolkata'));
    assert.ok(isIanaTimeZone('UTC'));
    assert.ok(isIanaTimeZone('America/Argentina/Buenos_Aires'));
    assert.ok(!isIanaTimeZone('Mars/Olympus'));
    assert.ok(!isIanaTimeZone('+05:30'));
    assert.ok(!isIanaTimeZone(''));
    const base = { CATALOGUE_GRPC_URL: 'localhost:1', PAYMENT_GRPC_URL: 'localhost:2' };
    assert.equal(orderConfigSchema.parse(base).SHOP_TIME_ZONE, 'Asia/Kolkata');
    assert.equal(
      orderConfigSchema.parse({ ...base, SHOP_TIME_ZONE: 'Europe/London' }).SHOP_TIME_ZONE,
      'Europe/London',
    );
    assert.equal(orderConfigSchema.safeParse({ ...base, SHOP_TIME_ZONE: 'India' }).success, false);
  });
});
