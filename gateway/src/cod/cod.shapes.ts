import { Float, ID, Int } from '@nestjs/graphql';
import { DataResponse } from '../common/api-responses.js';
import { Prop, Shape } from '../common/shape.js';

/** The thresholds of the COD risk assessment (docs/cash-on-delivery.md, "risk.*"). */
@Shape('CodRiskRules')
export class CodRiskRulesView {
  @Prop(() => Int, { example: 1 }) refusedForAdvance: number;
  @Prop(() => Int, { example: 2 }) refusedForPrepaidOnly: number;
  @Prop(() => Int, { example: 2 }) unconfirmedForAdvance: number;
  @Prop(() => Int, { example: 30 }) pincodeRtoPercent: number;
  @Prop(() => Int, { example: 5 }) pincodeMinOrders: number;
  @Prop(() => Float, { example: 3, description: '0: off; one decimal' }) valueMultiple: number;
  @Prop(() => Int, { example: 7 }) newAccountDays: number;
  @Prop(() => Int, { example: 3 }) trustedDeliveredOrders: number;
  @Prop(() => Int, { example: 3 }) mediumSignalsForHigh: number;
}

/** The owner's cash-on-delivery settings; amounts in rupees. */
@Shape('CodSettings')
export class CodSettingsView {
  @Prop({ example: true }) enabled: boolean;
  @Prop(() => Float, { example: 10000 }) maxOrderValue: number;
  @Prop(() => Float, { example: 49 }) fee: number;
  @Prop({ example: 'all', description: 'all, allow or block' }) pincodeRule: string;
  @Prop(() => [String], { example: [] }) pincodes: string[];
  @Prop(() => Int, { example: 24 }) confirmHours: number;
  @Prop(() => Int, { example: 20 }) advancePercent: number;
  @Prop(() => Float, { example: 100 }) minAdvance: number;
  @Prop(() => CodRiskRulesView) risk: CodRiskRulesView;
}

/** PUT /api/admin/cod-settings: the settings whole (read leniently by the handler). */
@Shape('CodSettingsBody', { graphql: false })
export class CodSettingsBody {
  @Prop({ optional: true, graphql: false }) enabled?: unknown;
  @Prop({ optional: true, graphql: false }) maxOrderValue?: unknown;
  @Prop({ optional: true, graphql: false }) fee?: unknown;
  @Prop({ optional: true, graphql: false }) pincodeRule?: unknown;
  @Prop({ optional: true, graphql: false }) pincodes?: unknown;
  @Prop({ optional: true, graphql: false }) confirmHours?: unknown;
  @Prop({ optional: true, graphql: false }) advancePercent?: unknown;
  @Prop({ optional: true, graphql: false }) minAdvance?: unknown;
  @Prop({ optional: true, graphql: false, description: 'The risk.* fields' }) risk?: unknown;
}

@Shape('CodRiskRulesInput', { kind: 'input', rest: false })
export class CodRiskRulesInput {
  @Prop(() => Int) refusedForAdvance: number;
  @Prop(() => Int) refusedForPrepaidOnly: number;
  @Prop(() => Int) unconfirmedForAdvance: number;
  @Prop(() => Int) pincodeRtoPercent: number;
  @Prop(() => Int) pincodeMinOrders: number;
  @Prop(() => Float) valueMultiple: number;
  @Prop(() => Int) newAccountDays: number;
  @Prop(() => Int) trustedDeliveredOrders: number;
  @Prop(() => Int) mediumSignalsForHigh: number;
}

@Shape('CodSettingsInput', { kind: 'input', rest: false })
export class CodSettingsInput {
  @Prop() enabled: boolean;
  @Prop(() => Float) maxOrderValue: number;
  @Prop(() => Float) fee: number;
  @Prop() pincodeRule: string;
  @Prop(() => [String]) pincodes: string[];
  @Prop(() => Int) confirmHours: number;
  @Prop(() => Int) advancePercent: number;
  @Prop(() => Float) minAdvance: number;
  @Prop(() => CodRiskRulesInput) risk: CodRiskRulesInput;
}

@Shape('UpdateCodSettings', { kind: 'args' })
export class UpdateCodSettingsArgs {
  @Prop(() => CodSettingsInput) input: CodSettingsInput;
}

export class CodSettingsResponse extends DataResponse({ type: () => CodSettingsView }) {}

export class CodSettingsSavedResponse extends DataResponse(
  { type: () => CodSettingsView },
  { message: 'Cash on delivery settings saved' },
) {}

/** POST /api/shop/order/cod/confirm, and confirmCodOrder's arguments: the e-mail link's. */
@Shape('ConfirmCodOrder', { kind: 'args' })
export class ConfirmCodBody {
  @Prop(() => ID) orderId: unknown;
  @Prop(() => String) token: unknown;
}

/** A confirmed COD order as the confirmation page shows it (no address: the link is public). */
@Shape('CodConfirmation')
export class CodConfirmationView {
  @Prop(() => ID) orderId: string;
  @Prop(() => Float, { example: 4047, description: 'Rupees' }) totalAmount: number;
  @Prop(() => Float, { example: 4047, description: 'Rupees to pay at the door' })
  dueOnDelivery: number;
  @Prop({ example: '2026-11-30', description: "YYYY-MM-DD; '' when none was promised" })
  deliveryEarliestDate: string;
  @Prop({ example: '2026-12-02' }) deliveryLatestDate: string;
  @Prop({
    example: 'Thank you! Your order is confirmed. Please keep ₹4,047 ready at delivery.',
    rest: false,
  })
  message: string;
}

export class CodConfirmationResponse extends DataResponse(
  { type: () => CodConfirmationView },
  { message: 'Thank you! Your order is confirmed. Please keep ₹4,047 ready at delivery.' },
) {}
