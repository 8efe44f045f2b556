import { join } from 'node:path';
import { Global, Module, type DynamicModule } from '@nestjs/common';
import { GraphQLModule } from '@nestjs/graphql';
import { MercuriusDriver, type MercuriusDriverConfig } from '@nestjs/mercurius';
import { AddressesModule } from './addresses/addresses.module.js';
import { AdminUsersModule } from './admin-users/admin-users.module.js';
import { AuthModule } from './auth/auth.module.js';
import { CartModule } from './cart/cart.module.js';
import { CatalogueCacheModule } from './catalogue-cache/catalogue-cache.module.js';
import { CatalogueModule } from './catalogue/catalogue.module.js';
import { ClientsModule } from './clients/clients.module.js';
import {
  GRAPHQL_LIMITS,
  graphqlErrorFormatter,
  graphqlValidationRules,
} from './common/graphql-guards.js';
import { ContentModule } from './content/content.module.js';
import { GATEWAY_CONFIG, PACKAGE_DIR, type GatewayConfig } from './config/gateway.config.js';
import { DashboardModule } from './dashboard/dashboard.module.js';
import { GeoModule } from './geo/geo.module.js';
import { HealthModule } from './health/health.module.js';
import { CodModule } from './cod/cod.module.js';
import { InvoicesModule } from './invoices/invoices.module.js';
import { MediaModule } from './media/media.module.js';
import { OrdersModule } from './orders/orders.module.js';
import { PaymentsModule } from './payments/payments.module.js';
import { RateLimitModule } from './rate-limit/rate-limit.module.js';
import { RefundsModule } from './refunds/refunds.module.js';
import { ReturnsModule } from './returns/returns.module.js';

/** GraphQL depth limit (mercurius queryDepth). */
export const GRAPHQL_QUERY_DEPTH = GRAPHQL_LIMITS.maxDepth;
/** Where GraphQL is served. */
export const GRAPHQL_PATH = '/graphql';

export const SCHEMA_FILE = join(PACKAGE_DIR, 'schema.graphql');

@Global()
@Module({})
class ConfigModule {
  static forRoot(config: GatewayConfig): DynamicModule {
    return {
      module: ConfigModule,
      providers: [{ provide: GATEWAY_CONFIG, useValue: config }],
      exports: [GATEWAY_CONFIG],
    };
  }
}

/** The gateway: configuration, gRPC clients, features, GraphQL (mercurius, code-first). */
@Module({})
export class AppModule {
  static forRoot(config: GatewayConfig): DynamicModule {
    const production = config.NODE_ENV === 'production';
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        ClientsModule,
        RateLimitModule,
        AuthModule,
        GeoModule,
        AddressesModule,
        AdminUsersModule,
        CatalogueCacheModule,
        CatalogueModule,
        MediaModule,
        ContentModule,
        DashboardModule,
        HealthModule,
        CartModule,
        OrdersModule,
        RefundsModule,
        InvoicesModule,
        CodModule,
        ReturnsModule,
        PaymentsModule.forRoot(config),
        GraphQLModule.forRoot<MercuriusDriverConfig>({
          driver: MercuriusDriver,
          path: GRAPHQL_PATH,
          // The committed schema is rewritten on every development start (and by
          // `npm run openapi`); tests and production build it in memory only.
          autoSchemaFile: config.NODE_ENV === 'development' ? SCHEMA_FILE : true,
          sortSchema: true,
          buildSchemaOptions: { addNewlineAtEnd: true },
          graphiql: !production,
          queryDepth: GRAPHQL_QUERY_DEPTH,
          // Limits and checks of common/graphql-guards.ts: aliases, cost, tokens, literals;
          // no introspection and no "Did you mean" suggestions in production.
          validationRules: graphqlValidationRules(production),
          graphql: {
            parseOptions: { maxTokens: GRAPHQL_LIMITS.maxTokens },
            // graphql 16.11+ validate() option, not yet in mercurius's types
            validateOptions: { hideSuggestions: production } as { maxErrors?: number },
          },
          errorFormatter: graphqlErrorFormatter(production),
        }),
      ],
    };
  }
}
