import { Float } from '@nestjs/graphql';
import { DataResponse } from '../common/api-responses.js';
import { Prop, Shape } from '../common/shape.js';

/** How a category (or the shop by default) is taxed, as the admin console edits it. */
@Shape('TaxRule')
export class TaxRuleView {
  @Prop({ example: '5007', description: '4, 6 or 8 digits' }) hsnCode: string;
  @Prop(() => Float, { example: 5, description: 'GST rate in percent' }) rate: number;
  @Prop(() => Float, {
    example: 0,
    description: 'Rupees per piece; 0: one rate whatever the price',
  })
  thresholdPrice: number;
  @Prop(() => Float, { example: 0, description: 'The rate when one piece costs more' })
  rateAbove: number;
}

@Shape('CategoryTaxRule')
export class CategoryTaxRuleView extends TaxRuleView {
  @Prop({ example: '6650f1c2e1b2c3d4e5f60718' }) categoryId: string;
}

/** The shop's GST settings (docs/gst-invoices.md). */
@Shape('TaxSettings')
export class TaxSettingsView {
  @Prop({ example: 'Saree Boutique Pvt Ltd' }) legalName: string;
  @Prop({ example: '29ABCDE1234F1Z5' }) gstin: string;
  @Prop({ example: '12 MG Road\nBengaluru 560001' }) address: string;
  @Prop({ example: 'KA', description: 'ISO 3166-2:IN code of the state registered in' })
  stateCode: string;
  @Prop({ example: 'SB' }) invoicePrefix: string;
  @Prop(() => TaxRuleView) defaultRule: TaxRuleView;
  @Prop(() => [CategoryTaxRuleView]) categoryRules: CategoryTaxRuleView[];
  @Prop({ example: true, description: 'Saved: invoices are issued for orders paid from then on' })
  configured: boolean;
}

/** PUT /api/admin/tax-settings (read leniently by the handler). */
@Shape('TaxSettingsBody', { graphql: false })
export class TaxSettingsBody {
  @Prop({ optional: true, graphql: false }) legalName?: unknown;
  @Prop({ optional: true, graphql: false }) gstin?: unknown;
  @Prop({ optional: true, graphql: false }) address?: unknown;
  @Prop({ optional: true, graphql: false }) stateCode?: unknown;
  @Prop({ optional: true, graphql: false }) invoicePrefix?: unknown;
  @Prop({
    optional: true,
    graphql: false,
    description: '{ hsnCode, rate, thresholdPrice, rateAbove }',
  })
  defaultRule?: unknown;
  @Prop({
    optional: true,
    graphql: false,
    description: '[{ categoryId, hsnCode, rate, thresholdPrice, rateAbove }]',
  })
  categoryRules?: unknown;
}

/** updateTaxSettings' rule input (GraphQL): percent and rupees, as the REST body. */
@Shape('TaxRuleInput', { kind: 'input', rest: false })
export class TaxRuleInput {
  @Prop() hsnCode: string;
  @Prop(() => Float, { description: 'GST rate in percent' }) rate: number;
  @Prop(() => Float, { optional: true, description: 'Rupees per piece; 0: one rate' })
  thresholdPrice?: number;
  @Prop(() => Float, { optional: true }) rateAbove?: number;
}

@Shape('CategoryTaxRuleInput', { kind: 'input', rest: false })
export class CategoryTaxRuleInput extends TaxRuleInput {
  @Prop() categoryId: string;
}

/** updateTaxSettings' input (GraphQL): the REST body's fields. */
@Shape('TaxSettingsInput', { kind: 'input', rest: false })
export class TaxSettingsInput {
  @Prop() legalName: string;
  @Prop() gstin: string;
  @Prop() address: string;
  @Prop() stateCode: string;
  @Prop() invoicePrefix: string;
  @Prop(() => TaxRuleInput) defaultRule: TaxRuleInput;
  @Prop(() => [CategoryTaxRuleInput], { optional: true }) categoryRules?: CategoryTaxRuleInput[];
}

@Shape('UpdateTaxSettings', { kind: 'args' })
export class UpdateTaxSettingsArgs {
  @Prop(() => TaxSettingsInput) input: TaxSettingsInput;
}

export class TaxSettingsResponse extends DataResponse({ type: () => TaxSettingsView }) {}

export class TaxSettingsSavedResponse extends DataResponse(
  { type: () => TaxSettingsView },
  { message: 'Tax settings saved' },
) {}
