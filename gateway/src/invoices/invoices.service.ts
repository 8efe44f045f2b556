import { BadRequestException, Injectable } from '@nestjs/common';
import type { TaxRule, TaxSettings } from '@boutique/contracts/order/v1/order_service';
import type { AuthUser } from '../auth/jwt-verifier.js';
import { CatalogueClient } from '../clients/catalogue.client.js';
import { OrderClient } from '../clients/order.client.js';
import { actorOf } from '../common/actor.js';
import { textOf } from '../common/body-fields.js';
import type { TaxRuleView, TaxSettingsView } from './tax-settings.shapes.js';

export const TAX_SETTINGS_SAVED = 'Tax settings saved';
export const RATE_RULE = 'GST rate must be a percentage from 0 to 40';
export const THRESHOLD_RULE = 'The price limit must be a whole number of rupees, 0 for one rate';
export const UNKNOWN_CATEGORY = 'Unknown category';

/** A percentage (5, 2.5, 0.25) as basis points; 400 when it is not a number of whole bp. */
function basisPoints(value: unknown): number {
  const rate = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof rate !== 'number' || !Number.isFinite(rate)) throw new BadRequestException(RATE_RULE);
  const bp = Math.round(rate * 100);
  if (Math.abs(bp - rate * 100) > 1e-6) throw new BadRequestException(RATE_RULE);
  return bp;
}

/** Whole rupees per piece as paise (0: no limit); 400 otherwise. */
function limitPaise(value: unknown): number {
  if (value === undefined || value === null || value === '') return 0;
  const rupees = typeof value === 'string' ? Number(value) : value;
  if (typeof rupees !== 'number' || !Number.isSafeInteger(rupees) || rupees < 0)
    throw new BadRequestException(THRESHOLD_RULE);
  return rupees * 100;
}

function ruleOf(value: unknown): TaxRule {
  const rule = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  return {
    hsnCode: textOf(rule.hsnCode),
    rateBp: basisPoints(rule.rate),
    threshold: limitPaise(rule.thresholdPrice),
    rateAboveBp:
      rule.rateAbove === undefined || rule.rateAbove === null ? 0 : basisPoints(rule.rateAbove),
  };
}

function ruleView(rule: TaxRule | undefined): TaxRuleView {
  return {
    hsnCode: rule?.hsnCode ?? '',
    rate: (rule?.rateBp ?? 0) / 100,
    thresholdPrice: (rule?.threshold ?? 0) / 100,
    rateAbove: (rule?.rateAboveBp ?? 0) / 100,
  };
}

export function toTaxSettingsView(settings: TaxSettings | undefined): TaxSettingsView {
  return {
    legalName: settings?.legalName ?? '',
    gstin: settings?.gstin ?? '',
    address: settings?.address ?? '',
    stateCode: settings?.stateCode ?? '',
    invoicePrefix: settings?.invoicePrefix ?? '',
    defaultRule: ruleView(settings?.defaultRule),
    categoryRules: (settings?.categoryRules ?? []).map(({ categoryId, rule }) => ({
      categoryId,
      ...ruleView(rule),
    })),
    configured: settings?.configured ?? false,
  };
}

/**
 * GST at the edge (docs/gst-invoices.md): the owner's tax settings (rates in percent and
 * limits in rupees here, basis points and paise in the order service, which checks the
 * rest), category ids checked against catalogue, and the invoices' PDFs.
 */
@Injectable()
export class InvoicesService {
  constructor(
    private readonly orders: OrderClient,
    private readonly catalogue: CatalogueClient,
  ) {}

  async settings(admin: AuthUser): Promise<TaxSettingsView> {
    const { settings } = await this.orders.rpc.getTaxSettings({ actor: actorOf(admin) });
    return toTaxSettingsView(settings);
  }

  async saveSettings(
    admin: AuthUser,
    body: Record<string, unknown>,
  ): Promise<{ message: string; settings: TaxSettingsView }> {
    const categoryRules = (Array.isArray(body.categoryRules) ? body.categoryRules : []).map(
      (value: unknown) => {
        const rule = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
        return { categoryId: textOf(rule.categoryId), rule: ruleOf(rule) };
      },
    );
    if (categoryRules.length > 0) {
      const { categories } = await this.catalogue.rpc.listCategories({ search: '' });
      const known = new Set(categories.map((category) => category.id));
      if (categoryRules.some((rule) => !known.has(rule.categoryId)))
        throw new BadRequestException(UNKNOWN_CATEGORY);
    }
    const answer = await this.orders.rpc.updateTaxSettings({
      actor: actorOf(admin),
      settings: {
        legalName: textOf(body.legalName),
        gstin: textOf(body.gstin),
        address: textOf(body.address),
        stateCode: textOf(body.stateCode),
        invoicePrefix: textOf(body.invoicePrefix),
        defaultRule: ruleOf(body.defaultRule),
        categoryRules,
        configured: true,
      },
    });
    return {
      message: answer.message || TAX_SETTINGS_SAVED,
      settings: toTaxSettingsView(answer.settings),
    };
  }

  /** An order's invoice or credit note: its PDF bytes and file name. */
  async pdf(caller: AuthUser, orderId: string, kind: 'invoice' | 'credit-note') {
    const answer = await this.orders.rpc.getInvoicePdf({
      actor: actorOf(caller),
      orderId,
      kind,
    });
    return { pdf: Buffer.from(answer.pdf), fileName: answer.fileName };
  }
}
