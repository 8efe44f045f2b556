import type { FakeRequest, FakeResponse } from './fake-api';

// The delivery promise of docs/delivery-promise.md for a few pincodes: 560038 (same city,
// Bengaluru; an older server's answer, nothing about cash on delivery), 400001 (metro,
// Mumbai; cash on delivery with a ₹49 fee), 682001 (known, not delivered to); any other is
// not found. Use `deliveryAnswer` in a fake API's handler (installAccountsApi has it).

const estimate = (pincode: string, fields: Record<string, unknown>) => ({
  pincode,
  serviceable: true,
  district: '',
  stateCode: '',
  stateName: '',
  zone: '',
  zoneLabel: '',
  dispatchDate: '',
  earliestDate: '',
  latestDate: '',
  ...fields,
});

export const FAKE_ESTIMATES: Record<string, ReturnType<typeof estimate>> = {
  '560038': estimate('560038', {
    district: 'Bengaluru',
    stateCode: 'KA',
    stateName: 'Karnataka',
    zone: 'same-city',
    zoneLabel: 'Same city',
    dispatchDate: '2026-11-30',
    earliestDate: '2026-12-01',
    latestDate: '2026-12-02',
  }),
  '400001': estimate('400001', {
    district: 'Mumbai',
    stateCode: 'MH',
    stateName: 'Maharashtra',
    zone: 'metro',
    zoneLabel: 'Metro to metro',
    dispatchDate: '2026-11-30',
    earliestDate: '2026-12-02',
    latestDate: '2026-12-04',
    cod: {
      available: true,
      fee: 49,
      maxOrderValue: 10000,
      message: 'Cash on delivery available (₹49 fee)',
    },
  }),
  '682001': estimate('682001', {
    serviceable: false,
    district: 'Ernakulam',
    stateCode: 'KL',
    stateName: 'Kerala',
  }),
};

/** The answer to GET /geo/pincodes/{pincode}/delivery, or undefined for other requests. */
export function deliveryAnswer(request: FakeRequest): FakeResponse | undefined {
  const match = /^\/geo\/pincodes\/([^/?]+)\/delivery$/.exec(request.path);
  if (!match || request.method !== 'GET') return undefined;
  const found = FAKE_ESTIMATES[decodeURIComponent(match[1] ?? '')];
  return found
    ? { status: 200, body: { success: true, data: found } }
    : {
        status: 404,
        body: { success: false, message: 'We could not find this pincode. Please check it.' },
      };
}
