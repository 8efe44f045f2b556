import { SERVICES } from '@boutique/contracts';
import type { ServiceDefinition } from '@boutique/service-kit';
import { CatalogueModule } from './catalogue.module.js';
import { catalogueConfigSchema } from './config/catalogue.config.js';
import { CreateCatalogue1732500000300 } from './migrations/1732500000300-create-catalogue.js';
import { SeedCategories1732500000310 } from './migrations/1732500000310-seed-categories.js';
import { ProductStatsIndex1732500000320 } from './migrations/1732500000320-product-stats-index.js';
import { ReservationReturned1732500000330 } from './migrations/1732500000330-reservation-returned.js';
import { ReviewModeration1732500000340 } from './migrations/1732500000340-review-moderation.js';
import { ProductNoReturns1732500000350 } from './migrations/1732500000350-product-no-returns.js';
import { CategoryUpsertedHandler } from './handlers/category-upserted.handler.js';
import { ProductDeletedHandler } from './handlers/product-deleted.handler.js';
import { ProductUpsertedHandler } from './handlers/product-upserted.handler.js';
import { OrderCancelledHandler } from './handlers/order-cancelled.handler.js';
import { OrderPaidHandler } from './handlers/order-paid.handler.js';
import { OrderCancelledByCustomerHandler } from './handlers/order-cancelled-by-customer.handler.js';
import { OrderReturnedToOriginHandler } from './handlers/order-returned-to-origin.handler.js';
import { OrderRejectedHandler } from './handlers/order-rejected.handler.js';

/** Everything bootstrapService needs to run catalogue (used by main.ts and the e2e specs). */
export const catalogueService = {
  module: CatalogueModule,
  configSchema: catalogueConfigSchema,
  // No TypeORM entities: the SQL in the features reads and writes the tables, whose shapes
  // are the migrations (DDL) and the row types beside the statements (docs/service-layout.md).
  entities: [],
  migrations: [
    CreateCatalogue1732500000300,
    SeedCategories1732500000310,
    ProductStatsIndex1732500000320,
    ReservationReturned1732500000330,
    ReviewModeration1732500000340,
    ProductNoReturns1732500000350,
  ],
  grpc: [SERVICES.catalogue],
  // The gateway's on behalf of a person; cart and order price lines, order holds stock;
  // `seed` is the runtime's demo catalogue (npm start, npm run seed).
  grpcCallers: {
    default: ['gateway'],
    methods: {
      GetProducts: ['gateway', 'cart', 'order'],
      ReserveStock: ['order'],
      CommitReservation: ['order'],
      ReleaseReservation: ['order'],
      ListCategories: ['gateway', 'seed'],
      ListProducts: ['gateway', 'seed'],
      CreateProduct: ['gateway', 'seed'],
    },
  },
  handlers: [
    ProductUpsertedHandler,
    ProductDeletedHandler,
    CategoryUpsertedHandler,
    OrderPaidHandler,
    OrderCancelledHandler,
    OrderRejectedHandler,
    OrderCancelledByCustomerHandler,
    OrderReturnedToOriginHandler,
  ],
} satisfies ServiceDefinition<typeof catalogueConfigSchema>;
