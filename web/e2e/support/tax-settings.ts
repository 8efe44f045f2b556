import { request as playwrightRequest } from 'playwright-core';
import { baseUrl } from './browser';

// The shop's GST details (issue 17), set by the bootstrap admin through the REST API: a
// paid order gets a tax invoice only once they are set.

export type TaxSettings = {
  legalName: string;
  gstin: string;
  stateCode: string;
  address: string;
  invoicePrefix: string;
  defaultRule: { hsnCode: string; rate: number; thresholdPrice: number; rateAbove: number };
  /** Per-category rules (none here: the default rule applies to every saree). */
  categoryRules: unknown[];
};

/** A registered shop in Karnataka, 5 % on silk sarees (HSN 5007), prefix SB. */
export const SHOP_TAX_SETTINGS: TaxSettings = {
  legalName: 'Saree Boutique Pvt Ltd',
  gstin: '29ABCDE1234F1Z5',
  stateCode: 'KA',
  address: '12 MG Road\nBengaluru 560001',
  invoicePrefix: 'SB',
  defaultRule: { hsnCode: '5007', rate: 5, thresholdPrice: 0, rateAbove: 0 },
  categoryRules: [],
};

/** PUT /api/admin/tax-settings with the bootstrap admin's token. */
export async function setShopTaxSettings(settings: TaxSettings = SHOP_TAX_SETTINGS) {
  const email = process.env.ADMIN_EMAIL;
  const password = process.env.ADMIN_PASSWORD;
  if (!email || !password) {
    throw new Error('ADMIN_EMAIL and ADMIN_PASSWORD must name the bootstrap admin');
  }
  const api = await playwrightRequest.newContext({ baseURL: baseUrl });
  try {
    const login = await api.post('/api/auth/login', { data: { email, password } });
    if (!login.ok()) throw new Error(`admin login failed: ${login.status()} ${await login.text()}`);
    const { accessToken } = (await login.json()) as { accessToken: string };
    const saved = await api.put('/api/admin/tax-settings', {
      headers: { Authorization: `Bearer ${accessToken}` },
      data: settings,
    });
    if (!saved.ok()) {
      throw new Error(`tax settings failed: ${saved.status()} ${await saved.text()}`);
    }
  } finally {
    await api.dispose();
  }
}
