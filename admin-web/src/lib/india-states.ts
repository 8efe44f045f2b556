// India's 36 states and union territories by their ISO 3166-2:IN code (what addresses and the
// shop's tax settings store, e.g. "KA"), with their names and the two-digit code GST gives each
// (the first two characters of a GSTIN: Karnataka 29, Delhi 07; Ladakh 38 since 2020, Dadra and
// Nagar Haveli and Daman and Diu one territory, 26, since 2020). The order service keeps the
// same list (services/order/src/invoices/gst-states.ts).

export interface IndianState {
  /** ISO 3166-2:IN subdivision code without the "IN-", e.g. "KA". */
  iso: string;
  name: string;
  /** Two digits, e.g. "29". */
  gstCode: string;
}

/** By name, as a select offers them. */
export const INDIAN_STATES: readonly IndianState[] = [
  { iso: 'AN', name: 'Andaman and Nicobar Islands', gstCode: '35' },
  { iso: 'AP', name: 'Andhra Pradesh', gstCode: '37' },
  { iso: 'AR', name: 'Arunachal Pradesh', gstCode: '12' },
  { iso: 'AS', name: 'Assam', gstCode: '18' },
  { iso: 'BR', name: 'Bihar', gstCode: '10' },
  { iso: 'CH', name: 'Chandigarh', gstCode: '04' },
  { iso: 'CT', name: 'Chhattisgarh', gstCode: '22' },
  { iso: 'DH', name: 'Dadra and Nagar Haveli and Daman and Diu', gstCode: '26' },
  { iso: 'DL', name: 'Delhi', gstCode: '07' },
  { iso: 'GA', name: 'Goa', gstCode: '30' },
  { iso: 'GJ', name: 'Gujarat', gstCode: '24' },
  { iso: 'HR', name: 'Haryana', gstCode: '06' },
  { iso: 'HP', name: 'Himachal Pradesh', gstCode: '02' },
  { iso: 'JK', name: 'Jammu and Kashmir', gstCode: '01' },
  { iso: 'JH', name: 'Jharkhand', gstCode: '20' },
  { iso: 'KA', name: 'Karnataka', gstCode: '29' },
  { iso: 'KL', name: 'Kerala', gstCode: '32' },
  { iso: 'LA', name: 'Ladakh', gstCode: '38' },
  { iso: 'LD', name: 'Lakshadweep', gstCode: '31' },
  { iso: 'MP', name: 'Madhya Pradesh', gstCode: '23' },
  { iso: 'MH', name: 'Maharashtra', gstCode: '27' },
  { iso: 'MN', name: 'Manipur', gstCode: '14' },
  { iso: 'ML', name: 'Meghalaya', gstCode: '17' },
  { iso: 'MZ', name: 'Mizoram', gstCode: '15' },
  { iso: 'NL', name: 'Nagaland', gstCode: '13' },
  { iso: 'OR', name: 'Odisha', gstCode: '21' },
  { iso: 'PY', name: 'Puducherry', gstCode: '34' },
  { iso: 'PB', name: 'Punjab', gstCode: '03' },
  { iso: 'RJ', name: 'Rajasthan', gstCode: '08' },
  { iso: 'SK', name: 'Sikkim', gstCode: '11' },
  { iso: 'TN', name: 'Tamil Nadu', gstCode: '33' },
  { iso: 'TG', name: 'Telangana', gstCode: '36' },
  { iso: 'TR', name: 'Tripura', gstCode: '16' },
  { iso: 'UP', name: 'Uttar Pradesh', gstCode: '09' },
  { iso: 'UT', name: 'Uttarakhand', gstCode: '05' },
  { iso: 'WB', name: 'West Bengal', gstCode: '19' },
];

const BY_ISO = new Map(INDIAN_STATES.map((state) => [state.iso, state]));

/** The state of an ISO code ("KA", any case), or undefined. */
export function indianState(iso: string): IndianState | undefined {
  return BY_ISO.get(iso.trim().toUpperCase());
}
