import { SERVICES } from '@boutique/contracts';
import type { ServiceDefinition } from '@boutique/service-kit';
import { CartModule } from './cart.module.js';
import { CodOrderPlacedHandler } from './handlers/cod-order-placed.handler.js';
import { OrderPaidHandler } from './handlers/order-paid.handler.js';
import { ProductDeletedHandler } from './handlers/product-deleted.handler.js';
import { cartConfigSchema } from './config/cart.config.js';
import { CreateCart1732500000400 } from './migrations/1732500000400-create-cart.js';

/** Everything bootstrapService needs to run cart (used by main.ts and the e2e specs). */
export const cartService = {
  module: CartModule,
  configSchema: cartConfigSchema,
  // No TypeORM entities: cart.service.ts's SQL reads and writes the tables, whose shapes are
  // the migrations and the row types beside the statements (docs/service-layout.md).
  entities: [],
  migrations: [CreateCart1732500000400],
  grpc: [SERVICES.cart],
  grpcCallers: { default: ['gateway'] },
  handlers: [OrderPaidHandler, CodOrderPlacedHandler, ProductDeletedHandler],
} satisfies ServiceDefinition<typeof cartConfigSchema>;
