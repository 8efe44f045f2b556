import { grpcTarget } from '@boutique/service-kit';
import { z } from 'zod';

export const orderConfigSchema = z.object({
  /** Catalogue's gRPC address (host:port): prices, stock reservations. */
  CATALOGUE_GRPC_URL: grpcTarget,
  /** Payment's gRPC address (host:port): provider orders and captures. */
  PAYMENT_GRPC_URL: grpcTarget,
  /** How long an unpaid order holds its stock before it is cancelled (30 minutes). */
  ORDER_PAYMENT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(1800),
  /** How often the expiry sweeper looks for unpaid orders past their window. */
  ORDER_EXPIRY_SWEEP_SECONDS: z.coerce.number().positive().default(30),
});

export type OrderConfig = z.infer<typeof orderConfigSchema>;
