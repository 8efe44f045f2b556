import { Inject, Injectable } from '@nestjs/common';
import { SERVICES } from '@boutique/contracts';
import type { IdentityServiceClient } from '@boutique/contracts/identity/v1/identity_service';
import { callerOf, ServiceClient } from '@boutique/service-kit';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config.js';

/**
 * The identity service over gRPC (one channel per process). Calls carry the request id
 * and a deadline (service-kit); errors are gRPC errors the exception filter maps.
 */
@Injectable()
export class IdentityClient extends ServiceClient<IdentityServiceClient> {
  constructor(@Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    super(SERVICES.identity, config.IDENTITY_GRPC_URL, callerOf(config));
  }
}
