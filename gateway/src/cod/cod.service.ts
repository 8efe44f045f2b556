import { BadRequestException, Injectable } from '@nestjs/common';
import type { CodSettings } from '@boutique/contracts/order/v1/order_service';
import type { AuthUser } from '../auth/jwt-verifier.js';
import { OrderClient } from '../clients/order.client.js';
import { actorOf } from '../common/actor.js';
import { textOf } from '../common/body-fields.js';
import { numberFrom, paiseFrom, toRupees } from '../common/money.js';
import type { CodConfirmationView, CodSettingsView } from './cod.shapes.js';

export const AMOUNT_RULE = 'Amounts must be in rupees, e.g. 49 or 10000';
export const NUMBER_RULE = 'The COD settings must be whole numbers where asked';
export const ENABLED_RULE = 'enabled must be true or false';
export const PINCODES_RULE = 'pincodes must be a list of 6-digit pincodes';
const record = (value: unknown) =>
  (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;

/** Rupees as paise; 400 unless a non-negative amount of whole paise. */
function paise(value: unknown): number {
  const amount = paiseFrom(value);
  if (amount === undefined) throw new BadRequestException(AMOUNT_RULE);
  return amount;
}

/** A whole number; 400 otherwise (the order service checks the ranges). */
function whole(value: unknown): number {
  const n = numberFrom(value);
  if (n === undefined || !Number.isInteger(n) || Math.abs(n) > 1_000_000)
    throw new BadRequestException(NUMBER_RULE);
  return n;
}

/** The settings of a REST body or GraphQL input, as the order service takes them. */
export function codSettingsOf(body: Record<string, unknown>): CodSettings {
  if (typeof body.enabled !== 'boolean') throw new BadRequestException(ENABLED_RULE);
  const pincodes = body.pincodes ?? [];
  if (!Array.isArray(pincodes) || pincodes.some((p) => typeof p !== 'string'))
    throw new BadRequestException(PINCODES_RULE);
  const risk = record(body.risk);
  const multiple = numberFrom(risk.valueMultiple);
  if (multiple === undefined || multiple < 0 || multiple > 100)
    throw new BadRequestException('The order value multiple must be between 0 (off) and 100');
  return {
    enabled: body.enabled,
    maxOrderValue: paise(body.maxOrderValue),
    fee: paise(body.fee),
    pincodeRule: textOf(body.pincodeRule) || 'all',
    pincodes: pincodes as string[],
    confirmHours: whole(body.confirmHours),
    advancePercent: whole(body.advancePercent),
    minAdvance: paise(body.minAdvance),
    risk: {
      refusedForAdvance: whole(risk.refusedForAdvance),
      refusedForPrepaidOnly: whole(risk.refusedForPrepaidOnly),
      unconfirmedForAdvance: whole(risk.unconfirmedForAdvance),
      pincodeRtoPercent: whole(risk.pincodeRtoPercent),
      pincodeMinOrders: whole(risk.pincodeMinOrders),
      valueMultipleTenths: Math.round(multiple * 10),
      newAccountDays: whole(risk.newAccountDays),
      trustedDeliveredOrders: whole(risk.trustedDeliveredOrders),
      mediumSignalsForHigh: whole(risk.mediumSignalsForHigh),
    },
  };
}

export function toCodSettingsView(settings: CodSettings | undefined): CodSettingsView {
  const risk = settings?.risk;
  return {
    enabled: settings?.enabled ?? false,
    maxOrderValue: toRupees(settings?.maxOrderValue ?? 0),
    fee: toRupees(settings?.fee ?? 0),
    pincodeRule: settings?.pincodeRule || 'all',
    pincodes: settings?.pincodes ?? [],
    confirmHours: settings?.confirmHours ?? 0,
    advancePercent: settings?.advancePercent ?? 0,
    minAdvance: toRupees(settings?.minAdvance ?? 0),
    risk: {
      refusedForAdvance: risk?.refusedForAdvance ?? 0,
      refusedForPrepaidOnly: risk?.refusedForPrepaidOnly ?? 0,
      unconfirmedForAdvance: risk?.unconfirmedForAdvance ?? 0,
      pincodeRtoPercent: risk?.pincodeRtoPercent ?? 0,
      pincodeMinOrders: risk?.pincodeMinOrders ?? 0,
      valueMultiple: (risk?.valueMultipleTenths ?? 0) / 10,
      newAccountDays: risk?.newAccountDays ?? 0,
      trustedDeliveredOrders: risk?.trustedDeliveredOrders ?? 0,
      mediumSignalsForHigh: risk?.mediumSignalsForHigh ?? 0,
    },
  };
}

/**
 * Cash on delivery at the edge (docs/cash-on-delivery.md): the owner's settings, and the
 * e-mail link's confirmation (public: the token is the proof; the order service checks it).
 */
@Injectable()
export class CodService {
  constructor(private readonly orders: OrderClient) {}

  async settings(admin: AuthUser): Promise<CodSettingsView> {
    const { settings } = await this.orders.rpc.getCodSettings({ actor: actorOf(admin) });
    return toCodSettingsView(settings);
  }

  async saveSettings(
    admin: AuthUser,
    body: Record<string, unknown>,
  ): Promise<{ message: string; settings: CodSettingsView }> {
    const answer = await this.orders.rpc.updateCodSettings({
      actor: actorOf(admin),
      settings: codSettingsOf(body),
    });
    return { message: answer.message, settings: toCodSettingsView(answer.settings) };
  }

  async confirm(fields: { orderId: unknown; token: unknown }): Promise<CodConfirmationView> {
    const answer = await this.orders.rpc.confirmCodOrder({
      orderId: textOf(fields.orderId),
      token: textOf(fields.token),
    });
    const order = answer.order;
    return {
      orderId: order?.id ?? '',
      totalAmount: toRupees(order?.totalAmount ?? 0),
      dueOnDelivery: toRupees(order?.cod?.dueOnDelivery ?? 0),
      deliveryEarliestDate: order?.address?.deliveryEarliestDate ?? '',
      deliveryLatestDate: order?.address?.deliveryLatestDate ?? '',
      message: answer.message,
    };
  }
}
