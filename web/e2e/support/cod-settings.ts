import { request as playwrightRequest } from 'playwright-core';
import { baseUrl } from './browser';
import type { CaughtMail } from '@boutique/testing';

// Cash on delivery (docs/cash-on-delivery.md): the owner's settings, set by the bootstrap
// admin through the REST API, and the confirmation link of the e-mail a COD order sends.

export type CodRisk = {
  refusedForAdvance: number;
  refusedForPrepaidOnly: number;
  unconfirmedForAdvance: number;
  pincodeRtoPercent: number;
  pincodeMinOrders: number;
  valueMultiple: number;
  newAccountDays: number;
  trustedDeliveredOrders: number;
  mediumSignalsForHigh: number;
};

export type CodSettings = {
  enabled: boolean;
  maxOrderValue: number;
  fee: number;
  pincodeRule: 'all' | 'allow' | 'block';
  pincodes: string[];
  confirmHours: number;
  advancePercent: number;
  minAdvance: number;
  risk: CodRisk;
};

/**
 * COD on everywhere, ₹49 fee, 24 hours to confirm, 20 % advance (at least ₹100); the only
 * risk signal that counts is a new account (`newAccountDays`: 0 is off, every new e2e
 * shopper is low risk; 7 asks every new e2e shopper an advance, medium).
 */
export function codSettings(newAccountDays: number, enabled = true): CodSettings {
  return {
    enabled,
    maxOrderValue: 20000,
    fee: 49,
    pincodeRule: 'all',
    pincodes: [],
    confirmHours: 24,
    advancePercent: 20,
    minAdvance: 100,
    risk: {
      refusedForAdvance: 1,
      refusedForPrepaidOnly: 2,
      unconfirmedForAdvance: 1000,
      pincodeRtoPercent: 100,
      pincodeMinOrders: 1000,
      valueMultiple: 0,
      newAccountDays,
      trustedDeliveredOrders: 0,
      mediumSignalsForHigh: 0,
    },
  };
}

/** PUT /api/admin/cod-settings with the bootstrap admin's token. */
export async function setCodSettings(settings: CodSettings): Promise<void> {
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
    const saved = await api.put('/api/admin/cod-settings', {
      headers: { Authorization: `Bearer ${accessToken}` },
      data: settings,
    });
    if (!saved.ok()) {
      throw new Error(`COD settings failed: ${saved.status()} ${await saved.text()}`);
    }
  } finally {
    await api.dispose();
  }
}

/**
 * The storefront path of a COD e-mail's confirmation link (`/cod/confirm?order=…&token=…`,
 * from its text, else its HTML), whatever origin the mail was written with; null if none.
 */
export function codConfirmPathIn(mail: CaughtMail): string | null {
  const pattern = /https?:\/\/[^\s"'<>]+\/cod\/confirm\?[^\s"'<>]+/;
  const match = pattern.exec(mail.text ?? '') ?? pattern.exec(mail.html ?? '');
  if (!match) return null;
  const link = new URL(match[0].replace(/&amp;/g, '&'));
  return `${link.pathname}${link.search}`;
}
