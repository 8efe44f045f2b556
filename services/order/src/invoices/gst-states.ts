// India's states and union territories by their ISO 3166-2:IN code (the shipping address's
// `state`), with the two-digit code GST gives each (the first two characters of a GSTIN,
// and the place of supply on an invoice). Source: the GST state code list of the GSTN
// (e.g. Karnataka 29, Delhi 07); Ladakh is 38 since 2020, and Dadra and Nagar Haveli and
// Daman and Diu share 26 since 2020.

export interface GstState {
  name: string;
  /** Two digits, e.g. '29'. */
  code: string;
}

export const GST_STATES: Readonly<Record<string, GstState>> = {
  AN: { name: 'Andaman and Nicobar Islands', code: '35' },
  AP: { name: 'Andhra Pradesh', code: '37' },
  AR: { name: 'Arunachal Pradesh', code: '12' },
  AS: { name: 'Assam', code: '18' },
  BR: { name: 'Bihar', code: '10' },
  CH: { name: 'Chandigarh', code: '04' },
  CT: { name: 'Chhattisgarh', code: '22' },
  DH: { name: 'Dadra and Nagar Haveli and Daman and Diu', code: '26' },
  DL: { name: 'Delhi', code: '07' },
  GA: { name: 'Goa', code: '30' },
  GJ: { name: 'Gujarat', code: '24' },
  HR: { name: 'Haryana', code: '06' },
  HP: { name: 'Himachal Pradesh', code: '02' },
  JK: { name: 'Jammu and Kashmir', code: '01' },
  JH: { name: 'Jharkhand', code: '20' },
  KA: { name: 'Karnataka', code: '29' },
  KL: { name: 'Kerala', code: '32' },
  LA: { name: 'Ladakh', code: '38' },
  LD: { name: 'Lakshadweep', code: '31' },
  MP: { name: 'Madhya Pradesh', code: '23' },
  MH: { name: 'Maharashtra', code: '27' },
  MN: { name: 'Manipur', code: '14' },
  ML: { name: 'Meghalaya', code: '17' },
  MZ: { name: 'Mizoram', code: '15' },
  NL: { name: 'Nagaland', code: '13' },
  OR: { name: 'Odisha', code: '21' },
  PY: { name: 'Puducherry', code: '34' },
  PB: { name: 'Punjab', code: '03' },
  RJ: { name: 'Rajasthan', code: '08' },
  SK: { name: 'Sikkim', code: '11' },
  TN: { name: 'Tamil Nadu', code: '33' },
  TG: { name: 'Telangana', code: '36' },
  TR: { name: 'Tripura', code: '16' },
  UP: { name: 'Uttar Pradesh', code: '09' },
  UT: { name: 'Uttarakhand', code: '05' },
  WB: { name: 'West Bengal', code: '19' },
};

const byName = new Map(Object.values(GST_STATES).map((state) => [state.name.toLowerCase(), state]));

/** The GST state of an ISO code ('KA') or a state's name ('Karnataka'), or undefined. */
export function gstState(codeOrName: string): GstState | undefined {
  const key = codeOrName.trim();
  return GST_STATES[key.toUpperCase()] ?? byName.get(key.toLowerCase());
}
