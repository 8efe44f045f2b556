import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { SERVICES } from '@boutique/contracts';
import type { CatalogueServiceClient } from '@boutique/contracts/catalogue/v1/catalogue_service';
import {
  createGrpcClient,
  SERVICE_CONFIG,
  type GrpcClientHandle,
  type PromiseClient,
} from '@boutique/service-kit';
import type { OrderConfig } from '../config/order.config.js';

/** Catalogue over gRPC (one channel per process): products, stock reservations. */
@Injectable()
export class CatalogueClient implements OnApplicationShutdown {
  private readonly handle: GrpcClientHandle<CatalogueServiceClient>;

  constructor(@Inject(SERVICE_CONFIG) config: OrderConfig) {
    this.handle = createGrpcClient<CatalogueServiceClient>(
      SERVICES.catalogue,
      config.CATALOGUE_GRPC_URL,
    );
  }

  get rpc(): PromiseClient<CatalogueServiceClient> {
    return this.handle.client;
  }

  onApplicationShutdown() {
    this.handle.close();
  }
}
