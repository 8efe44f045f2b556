import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { SERVICES } from '@boutique/contracts';
import type { IdentityServiceClient } from '@boutique/contracts/identity/v1/identity_service';
import { createGrpcClient, type GrpcClientHandle, type PromiseClient } from '@boutique/service-kit';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config.js';

/**
 * The identity service over gRPC (one channel per process). Calls carry the request id
 * and a deadline (service-kit); errors are gRPC errors the exception filter maps.
 */
@Injectable()
export class IdentityClient implements OnApplicationShutdown {
  private readonly handle: GrpcClientHandle<IdentityServiceClient>;

  constructor(@Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    this.handle = createGrpcClient<IdentityServiceClient>(
      SERVICES.identity,
      config.IDENTITY_GRPC_URL,
    );
  }

  get rpc(): PromiseClient<IdentityServiceClient> {
    return this.handle.client;
  }

  /** Resolves once the channel is connected (rejects after timeoutMs). */
  waitForReady(timeoutMs: number): Promise<void> {
    return this.handle.waitForReady(timeoutMs);
  }

  onApplicationShutdown() {
    this.handle.close();
  }
}
