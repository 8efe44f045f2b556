/**
 * States and union territories of India with their ISO 3166-2:IN codes (without the
 * "IN-" prefix), and the spellings the postal data set uses for them.
 */
export interface IndiaState {
  code: string;
  name: string;
  aliases?: string[];
}

export const INDIA_STATES: readonly IndiaState[] = [
  { code: 'AN', name: 'Andaman and Nicobar Islands', aliases: ['Andaman & Nicobar Islands'] },
  { code: 'AP', name: 'Andhra Pradesh' },
  { code: 'AR', name: 'Arunachal Pradesh' },
  { code: 'AS', name: 'Assam' },
  { code: 'BR', name: 'Bihar' },
  { code: 'CH', name: 'Chandigarh' },
  { code: 'CT', name: 'Chhattisgarh', aliases: ['Chattisgarh'] },
  { code: 'DH', name: 'Dadra and Nagar Haveli and Daman and Diu' },
  { code: 'DL', name: 'Delhi' },
  { code: 'GA', name: 'Goa' },
  { code: 'GJ', name: 'Gujarat' },
  { code: 'HR', name: 'Haryana' },
  { code: 'HP', name: 'Himachal Pradesh' },
  { code: 'JK', name: 'Jammu and Kashmir', aliases: ['Jammu & Kashmir'] },
  { code: 'JH', name: 'Jharkhand' },
  { code: 'KA', name: 'Karnataka' },
  { code: 'KL', name: 'Kerala' },
  { code: 'LA', name: 'Ladakh' },
  { code: 'LD', name: 'Lakshadweep' },
  { code: 'MP', name: 'Madhya Pradesh' },
  { code: 'MH', name: 'Maharashtra' },
  { code: 'MN', name: 'Manipur' },
  { code: 'ML', name: 'Meghalaya' },
  { code: 'MZ', name: 'Mizoram' },
  { code: 'NL', name: 'Nagaland' },
  { code: 'OR', name: 'Odisha', aliases: ['Orissa'] },
  { code: 'PY', name: 'Puducherry', aliases: ['Pondicherry'] },
  { code: 'PB', name: 'Punjab' },
  { code: 'RJ', name: 'Rajasthan' },
  { code: 'SK', name: 'Sikkim' },
  { code: 'TN', name: 'Tamil Nadu' },
  { code: 'TG', name: 'Telangana' },
  { code: 'TR', name: 'Tripura' },
  { code: 'UP', name: 'Uttar Pradesh' },
  { code: 'UT', name: 'Uttarakhand', aliases: ['Uttaranchal'] },
  { code: 'WB', name: 'West Bengal' },
];

const byKey = new Map<string, IndiaState>();
for (const state of INDIA_STATES) {
  for (const key of [state.code, state.name, ...(state.aliases ?? [])])
    byKey.set(key.toLowerCase(), state);
}

/** The state for a code ("MH"), a name ("Maharashtra") or a known alias; undefined otherwise. */
export function findState(value: string): IndiaState | undefined {
  return byKey.get(value.trim().toLowerCase());
}
