import { grpcTarget } from '@boutique/service-kit';
import { z } from 'zod';

export const cartConfigSchema = z.object({
  /** host:port of the catalogue gRPC server (prices, titles and stock of every line). */
  CATALOGUE_GRPC_URL: grpcTarget,
});

export type CartConfig = z.infer<typeof cartConfigSchema>;
