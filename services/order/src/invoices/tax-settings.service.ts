import { Injectable } from '@nestjs/common';
import type {
  GetTaxSettingsRequest,
  GetTaxSettingsResponse,
  TaxRule as TaxRuleMessage,
  TaxSettings as TaxSettingsMessage,
  UpdateTaxSettingsRequest,
  UpdateTaxSettingsResponse,
} from '@boutique/contracts/order/v1/order_service';
import { inTransaction, requireAdmin, rows, RpcErrors } from '@boutique/service-kit';
import { DataSource, type EntityManager } from 'typeorm';
import {
  settingsProblem,
  SUGGESTED_PREFIX,
  SUGGESTED_RULE,
  type TaxRule,
  type TaxSettings,
} from './tax-rules.js';

const SAVED = 'Tax settings saved';

interface SettingsRow {
  legal_name: string;
  gstin: string;
  address: string;
  state_code: string;
  invoice_prefix: string;
  hsn_code: string;
  rate_bp: number;
  threshold: number;
  rate_above_bp: number;
}

interface CategoryRow {
  category_id: string;
  hsn_code: string;
  rate_bp: number;
  threshold: number;
  rate_above_bp: number;
}

const ruleOf = (row: Omit<CategoryRow, 'category_id'>): TaxRule => ({
  hsnCode: row.hsn_code,
  rateBp: row.rate_bp,
  threshold: row.threshold,
  rateAboveBp: row.rate_above_bp,
});

const ruleFrom = (message: TaxRuleMessage | undefined): TaxRule => ({
  hsnCode: message?.hsnCode?.trim() ?? '',
  rateBp: message?.rateBp ?? 0,
  threshold: message?.threshold ?? 0,
  rateAboveBp: message?.rateAboveBp ?? 0,
});

function toMessage(settings: TaxSettings, configured: boolean): TaxSettingsMessage {
  return {
    legalName: settings.legalName,
    gstin: settings.gstin,
    address: settings.address,
    stateCode: settings.stateCode,
    invoicePrefix: settings.invoicePrefix,
    defaultRule: settings.defaultRule,
    categoryRules: settings.categoryRules.map(({ categoryId, ...rule }) => ({
      categoryId,
      rule,
    })),
    configured,
  };
}

/**
 * The owner's GST settings (docs/gst-invoices.md): one tax_settings row and a rule per
 * category that has its own (category_tax). Saved whole, checked by tax-rules.ts first.
 */
@Injectable()
export class TaxSettingsService {
  constructor(private readonly dataSource: DataSource) {}

  /** The saved settings, or undefined before the owner saved any (no invoices then). */
  async read(manager: EntityManager): Promise<TaxSettings | undefined> {
    const [row] = await rows<SettingsRow>(manager, `SELECT * FROM tax_settings`);
    if (!row) return undefined;
    const categories = await rows<CategoryRow>(
      manager,
      `SELECT * FROM category_tax ORDER BY category_id`,
    );
    return {
      legalName: row.legal_name,
      gstin: row.gstin,
      address: row.address,
      stateCode: row.state_code,
      invoicePrefix: row.invoice_prefix,
      defaultRule: ruleOf(row),
      categoryRules: categories.map((category) => ({
        categoryId: category.category_id,
        ...ruleOf(category),
      })),
    };
  }

  async get(request: GetTaxSettingsRequest): Promise<GetTaxSettingsResponse> {
    requireAdmin(request.actor);
    const saved = await this.read(this.dataSource.manager);
    const settings = saved ?? {
      legalName: '',
      gstin: '',
      address: '',
      stateCode: '',
      invoicePrefix: SUGGESTED_PREFIX,
      defaultRule: SUGGESTED_RULE,
      categoryRules: [],
    };
    return { settings: toMessage(settings, saved !== undefined) };
  }

  async update(request: UpdateTaxSettingsRequest): Promise<UpdateTaxSettingsResponse> {
    requireAdmin(request.actor);
    const given = request.settings;
    const settings: TaxSettings = {
      legalName: given?.legalName?.trim() ?? '',
      gstin: given?.gstin?.trim().toUpperCase() ?? '',
      address: given?.address?.trim() ?? '',
      stateCode: given?.stateCode?.trim().toUpperCase() ?? '',
      invoicePrefix: given?.invoicePrefix?.trim() ?? '',
      defaultRule: ruleFrom(given?.defaultRule),
      categoryRules: [
        ...new Map(
          (given?.categoryRules ?? [])
            .filter((category) => category.categoryId?.trim())
            .map((category) => [
              category.categoryId.trim(),
              { categoryId: category.categoryId.trim(), ...ruleFrom(category.rule) },
            ]),
        ).values(),
      ],
    };
    const problem = settingsProblem(settings);
    if (problem) throw RpcErrors.invalid(problem);
    await inTransaction(this.dataSource, async (manager) => {
      const rule = settings.defaultRule;
      await manager.query(
        `INSERT INTO tax_settings (id, legal_name, gstin, address, state_code, invoice_prefix,
                                   hsn_code, rate_bp, threshold, rate_above_bp)
         VALUES (true, $1, $2, $3, $4, $5, $6, $7, $8, $9)
         ON CONFLICT (id) DO UPDATE SET legal_name = $1, gstin = $2, address = $3,
           state_code = $4, invoice_prefix = $5, hsn_code = $6, rate_bp = $7, threshold = $8,
           rate_above_bp = $9, updated_at = now()`,
        [
          settings.legalName,
          settings.gstin,
          settings.address,
          settings.stateCode,
          settings.invoicePrefix,
          rule.hsnCode,
          rule.rateBp,
          rule.threshold,
          rule.rateAboveBp,
        ],
      );
      await manager.query(`DELETE FROM category_tax`);
      for (const category of settings.categoryRules)
        await manager.query(
          `INSERT INTO category_tax (category_id, hsn_code, rate_bp, threshold, rate_above_bp)
           VALUES ($1, $2, $3, $4, $5)`,
          [
            category.categoryId.slice(0, 100),
            category.hsnCode,
            category.rateBp,
            category.threshold,
            category.rateAboveBp,
          ],
        );
    });
    return { settings: toMessage(settings, true), message: SAVED };
  }
}
