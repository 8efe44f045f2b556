import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { SERVICES } from '@boutique/contracts';
import { callerOf } from '@boutique/service-kit';
import type { CatalogueServiceClient } from '@boutique/contracts/catalogue/v1/catalogue_service';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config.js';
import { OptionalGrpcClient } from './optional-grpc-client.js';

/**
 * The catalogue service over gRPC (CATALOGUE_GRPC_URL; one channel per process). Calls
 * carry the request id and a deadline (service-kit); errors are gRPC errors the
 * exception filter maps. Without CATALOGUE_GRPC_URL its routes answer 503.
 */
@Injectable()
export class CatalogueClient
  extends OptionalGrpcClient<CatalogueServiceClient>
  implements OnApplicationShutdown
{
  constructor(@Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    super('catalogue', SERVICES.catalogue, config.CATALOGUE_GRPC_URL, callerOf(config));
  }

  onApplicationShutdown() {
    this.close();
  }
}
