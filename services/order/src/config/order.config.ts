import { grpcTarget, shopTimeZone } from '@boutique/service-kit';
import { z } from 'zod';
import { couriersConfig } from '../couriers/couriers.js';

export const orderConfigSchema = z.object({
  /** Catalogue's gRPC address (host:port): prices, stock reservations. */
  CATALOGUE_GRPC_URL: grpcTarget,
  /** Payment's gRPC address (host:port): provider orders and captures. */
  PAYMENT_GRPC_URL: grpcTarget,
  /** How long an unpaid order holds its stock before it is cancelled (30 minutes). */
  ORDER_PAYMENT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(1800),
  /** How often the expiry sweeper looks for unpaid orders past their window. */
  ORDER_EXPIRY_SWEEP_SECONDS: z.coerce.number().positive().default(30),
  /**
   * Seconds a cash-on-delivery order waits for its e-mail confirmation, in place of the
   * owner's confirmHours (docs/cash-on-delivery.md). Unset in production; the test stack sets
   * a few seconds so the specs see an unconfirmed order cancelled.
   */
  COD_CONFIRM_SECONDS: z.coerce.number().int().positive().optional(),
  /** Days after delivery a return can be requested (docs/returns.md; the policy's 2). */
  RETURN_WINDOW_DAYS: z.coerce.number().int().min(0).max(90).default(2),
  /** The most the owner reimburses for a return's shipment, rupees (the policy's ₹100). */
  RETURN_SHIPPING_MAX_RUPEES: z.coerce.number().int().min(0).max(10_000).default(100),
  /** The shop's time zone: the dashboard's months are calendar months there. */
  SHOP_TIME_ZONE: shopTimeZone,
  /**
   * The couriers the admin ships with: a JSON array of { id, name, trackingUrlPattern }
   * (an https URL, {tracking} where the URL-encoded tracking number goes). Unset: the
   * common Indian couriers of couriers.ts, whose links the owner should confirm.
   */
  ORDER_COURIERS: couriersConfig,
});

export type OrderConfig = z.infer<typeof orderConfigSchema>;
