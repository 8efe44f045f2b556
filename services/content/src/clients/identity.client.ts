import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { SERVICES } from '@boutique/contracts';
import type { IdentityServiceClient } from '@boutique/contracts/identity/v1/identity_service';
import {
  createGrpcClient,
  SERVICE_CONFIG,
  type GrpcClientHandle,
  type PromiseClient,
} from '@boutique/service-kit';
import type { ContentConfig } from '../config/content.config.js';

/** Identity over gRPC (one channel per process): the account behind a feedback. */
@Injectable()
export class IdentityClient implements OnApplicationShutdown {
  private readonly handle: GrpcClientHandle<IdentityServiceClient>;

  constructor(@Inject(SERVICE_CONFIG) config: ContentConfig) {
    this.handle = createGrpcClient<IdentityServiceClient>(
      SERVICES.identity,
      config.IDENTITY_GRPC_URL,
    );
  }

  get rpc(): PromiseClient<IdentityServiceClient> {
    return this.handle.client;
  }

  onApplicationShutdown() {
    this.handle.close();
  }
}
