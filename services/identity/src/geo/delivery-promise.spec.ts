import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  DEFAULT_METRO_DISTRICTS,
  DEFAULT_TRANSIT_DAYS,
  transitDaysConfig,
} from '../config/delivery.config.js';
import {
  addCourierDays,
  estimateDelivery,
  nextDispatchDay,
  zoneOf,
  type DeliverySettings,
} from './delivery-promise.js';
import { PincodeIndex } from './pincode-index.js';

const rows = [
  'IN\t560001\tBangalore G.P.O.\tKarnataka\t19\tBengaluru\t\tBangalore North\t\t12.9\t77.5\t4',
  'IN\t560038\tIndiranagar (Bangalore)\tKarnataka\t19\tBengaluru\t\tBangalore North\t\t12.9\t77.6\t4',
  'IN\t570001\tMysore H.O\tKarnataka\t19\tMysuru\t\tMysore\t\t12.3\t76.6\t4',
  'IN\t400001\tTajmahal\tMaharashtra\t16\tMumbai\t\tMumbai\t\t18.9\t72.8\t4',
  'IN\t110001\tNew Delhi G.P.O.\tDelhi\t07\tNew Delhi\t\tNew Delhi\t\t28.6\t77.2\t4',
  'IN\t302001\tJaipur G.P.O.\tRajasthan\t24\tJaipur\t\tJaipur\t\t26.9\t75.8\t4',
  'IN\t781001\tUzanbazar\tAssam\t03\tKamrup\t\tGmc\t\t26.1\t91.7\t4',
  'IN\t194101\tHorzey\tJammu & Kashmir\t12\tLeh\t\tLeh\t\t34.1\t77.5\t4',
].join('\n');
const pincodes = PincodeIndex.fromGeoNamesText(rows);
const place = (pincode: string) => {
  const found = pincodes.find(pincode);
  assert.ok(found, pincode);
  return found;
};

const settings: DeliverySettings = {
  origin: place('560001'),
  transitDays: DEFAULT_TRANSIT_DAYS,
  metroDistricts: DEFAULT_METRO_DISTRICTS,
  holidays: new Set(['2026-12-25']),
  cutoffHour: 14,
  timeZone: 'Asia/Kolkata',
  blocked: new Set(),
};

describe('pincode index', () => {
  it('knows a listed pincode’s district and state, and nothing of an unlisted one', () => {
    assert.deepEqual(place('560038'), {
      pincode: '560038',
      district: 'Bengaluru',
      state: { code: 'KA', name: 'Karnataka' },
    });
    assert.equal(pincodes.find('560099'), undefined);
    assert.equal(pincodes.size, 8);
  });

  it('puts Leh in Ladakh, though the data set still lists it under Jammu and Kashmir', () => {
    assert.equal(place('194101').state.code, 'LA');
  });
});

describe('delivery zones from Bengaluru', () => {
  const cases: [string, string][] = [
    ['560038', 'same-city'],
    ['570001', 'same-state'],
    ['400001', 'metro'],
    ['110001', 'metro'],
    ['302001', 'rest-of-india'],
    ['781001', 'north-east-remote'],
    ['194101', 'north-east-remote'],
  ];
  for (const [pincode, zone] of cases) {
    it(`${pincode} is ${zone}`, () => {
      assert.equal(zoneOf(settings.origin, place(pincode), settings.metroDistricts), zone);
    });
  }

  it('has no metro-to-metro zone when the shop is not in a metro', () => {
    assert.equal(
      zoneOf(place('570001'), place('400001'), DEFAULT_METRO_DISTRICTS),
      'rest-of-india',
    );
  });
});

describe('dispatch calendar and courier days', () => {
  it('skips Sundays and listed holidays for dispatch', () => {
    assert.equal(nextDispatchDay('2026-11-28', settings.holidays), '2026-11-28'); // a Saturday
    assert.equal(nextDispatchDay('2026-11-29', settings.holidays), '2026-11-30'); // Sunday → Monday
    assert.equal(nextDispatchDay('2026-12-25', settings.holidays), '2026-12-26'); // a holiday
  });

  it('does not count Sundays as courier days', () => {
    assert.equal(addCourierDays('2026-11-27', 1), '2026-11-28'); // Friday + 1 = Saturday
    assert.equal(addCourierDays('2026-11-28', 1), '2026-11-30'); // Saturday + 1 = Monday
    assert.equal(addCourierDays('2026-11-28', 0), '2026-11-28');
  });

  it('dispatches the same day before the cut-off, the next dispatch day after it (shop time)', () => {
    // 10:00 in Kolkata on Friday 27 November 2026 is 04:30 UTC.
    const morning = estimateDelivery(new Date('2026-11-27T04:30:00Z'), place('302001'), settings);
    assert.deepEqual(morning, {
      zone: 'rest-of-india',
      dispatchDate: '2026-11-27',
      earliestDate: '2026-12-02', // 4 courier days, Sunday skipped
      latestDate: '2026-12-05',
    });
    // 15:00 in Kolkata on Saturday: Sunday does not dispatch, so Monday.
    const saturday = estimateDelivery(new Date('2026-11-28T09:30:00Z'), place('560038'), settings);
    assert.deepEqual(saturday, {
      zone: 'same-city',
      dispatchDate: '2026-11-30',
      earliestDate: '2026-12-01',
      latestDate: '2026-12-02',
    });
    // 23:30 UTC on the 24th is already the 25th (a holiday) in Kolkata: the 26th.
    const late = estimateDelivery(new Date('2026-12-24T23:30:00Z'), place('110001'), settings);
    assert.equal(late.dispatchDate, '2026-12-26');
  });
});

describe('DELIVERY_TRANSIT_DAYS', () => {
  it('keeps the defaults for zones left out', () => {
    const parsed = transitDaysConfig.parse('{"same-city":{"min":0,"max":1}}');
    assert.deepEqual(parsed['same-city'], { min: 0, max: 1 });
    assert.deepEqual(parsed.metro, DEFAULT_TRANSIT_DAYS.metro);
    assert.deepEqual(transitDaysConfig.parse(undefined), DEFAULT_TRANSIT_DAYS);
  });

  it('refuses unknown zones, min above max and what is not JSON', () => {
    assert.equal(transitDaysConfig.safeParse('{"moon":{"min":1,"max":2}}').success, false);
    assert.equal(transitDaysConfig.safeParse('{"metro":{"min":5,"max":2}}').success, false);
    assert.equal(transitDaysConfig.safeParse('fast').success, false);
  });
});
