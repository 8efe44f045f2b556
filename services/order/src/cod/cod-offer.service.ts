import { Injectable } from '@nestjs/common';
import { rows } from '@boutique/service-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { advanceMessage, assessRisk, prepaidOnlyMessage, type RiskLevel } from './cod-risk.js';
import {
  advanceFor,
  codCapRefused,
  pincodeRefusal,
  rupees,
  windowText,
  type CodSettings,
} from './cod-settings.js';
import { CodSettingsService } from './cod-settings.service.js';

/** What a customer is offered for COD on one basket and address (paise). */
export type CodOffer =
  | {
      available: false;
      level: 'unavailable' | 'high';
      message: string;
      /** The owner's reasons (high). */
      reasons: string[];
      settings: CodSettings;
    }
  | {
      available: true;
      level: Exclude<RiskLevel, 'high'>;
      fee: number;
      total: number;
      advance: number;
      message: string;
      reasons: string[];
      settings: CodSettings;
    };

interface CustomerHistoryRow {
  refused: number;
  unconfirmed: number;
  delivered_prepaid: number;
  delivered: number;
  confirmed: number;
  average: number;
}

const DAY_MS = 86_400_000;

/**
 * The COD offer for a basket (docs/cash-on-delivery.md): the owner's settings (on, pincode
 * rule, cap with the fee), then the return-to-origin risk from the shop's own history of
 * the customer and the pincode. Used by the quote and, again, by the checkout (the quote
 * is never trusted), in the checkout's transaction.
 */
@Injectable()
export class CodOfferService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: CodSettingsService,
  ) {}

  async offer(
    input: { userId: string; pincode: string; basketTotal: number; accountCreatedAt: string },
    manager: EntityManager = this.dataSource.manager,
  ): Promise<CodOffer> {
    const settings = await this.settings.read(manager);
    const refusal = pincodeRefusal(settings, input.pincode);
    if (refusal)
      return { available: false, level: 'unavailable', message: refusal, reasons: [], settings };
    const total = input.basketTotal + settings.fee;
    if (total > settings.maxOrderValue)
      return {
        available: false,
        level: 'unavailable',
        message: codCapRefused(settings.maxOrderValue),
        reasons: [],
        settings,
      };

    const [[customer], [pincode]] = await Promise.all([
      rows<CustomerHistoryRow>(
        manager,
        `SELECT count(*) FILTER (WHERE cod_status = 'rto')::int AS refused,
                count(*) FILTER (WHERE payment_method = 'cod' AND order_status = 'cancelled'
                                   AND cancel_reason IN ('expired', 'customer'))::int AS unconfirmed,
                count(*) FILTER (WHERE payment_method <> 'cod'
                                   AND order_status = 'delivered')::int AS delivered_prepaid,
                count(*) FILTER (WHERE order_status = 'delivered')::int AS delivered,
                count(*) FILTER (WHERE payment_status IN ('paid', 'cod')
                                   AND order_status NOT IN ('cancelled', 'rejected'))::int AS confirmed,
                coalesce(avg(total_amount) FILTER (WHERE payment_status IN ('paid', 'cod')
                                   AND order_status NOT IN ('cancelled', 'rejected')), 0)::float8 AS average
           FROM orders WHERE user_id = $1`,
        [input.userId],
      ),
      rows<{ settled: number; refused: number }>(
        manager,
        `SELECT count(*)::int AS settled, count(*) FILTER (WHERE cod_status = 'rto')::int AS refused
           FROM orders
          WHERE cod_status IN ('collected', 'rto') AND shipping_address->>'pincode' = $1`,
        [input.pincode],
      ),
    ]);
    const created = Date.parse(input.accountCreatedAt);
    const assessment = assessRisk(
      {
        refused: customer.refused,
        unconfirmed: customer.unconfirmed,
        deliveredPrepaid: customer.delivered_prepaid,
        delivered: customer.delivered,
        confirmedOrders: customer.confirmed,
        averageTotal: customer.average,
        pincode: input.pincode,
        pincodeSettled: pincode.settled,
        pincodeRefused: pincode.refused,
        total,
        accountAgeDays: Number.isNaN(created)
          ? undefined
          : Math.max(0, Math.floor((Date.now() - created) / DAY_MS)),
      },
      settings.risk,
    );
    if (assessment.level === 'high')
      return {
        available: false,
        level: 'high',
        message: prepaidOnlyMessage(assessment.customerReason),
        reasons: assessment.reasons,
        settings,
      };
    const advance = assessment.level === 'medium' ? advanceFor(settings, total) : 0;
    return {
      available: true,
      level: assessment.level,
      fee: settings.fee,
      total,
      advance,
      message:
        advance > 0
          ? advanceMessage(advance, total - advance)
          : `Pay ${rupees(total)} in cash at delivery${settings.fee > 0 ? ` (includes a ${rupees(settings.fee)} COD fee)` : ''}. We'll e-mail you a link to confirm the order within ${windowText(settings.confirmHours * 3600)}.`,
      reasons: assessment.reasons,
      settings,
    };
  }
}
