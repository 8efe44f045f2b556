import { Inject, Injectable } from '@nestjs/common';
import { SERVICES } from '@boutique/contracts';
import type { CatalogueServiceClient } from '@boutique/contracts/catalogue/v1/catalogue_service';
import {
  type BaseServiceConfig,
  callerOf,
  SERVICE_CONFIG,
  ServiceClient,
} from '@boutique/service-kit';
import type { OrderConfig } from '../config/order.config.js';

/** Catalogue over gRPC (one channel per process): products, stock reservations. */
@Injectable()
export class CatalogueClient extends ServiceClient<CatalogueServiceClient> {
  constructor(@Inject(SERVICE_CONFIG) config: OrderConfig & BaseServiceConfig) {
    super(SERVICES.catalogue, config.CATALOGUE_GRPC_URL, callerOf(config));
  }
}
