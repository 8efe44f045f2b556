import { Inject, Injectable } from '@nestjs/common';
import { SERVICES } from '@boutique/contracts';
import type { IdentityServiceClient } from '@boutique/contracts/identity/v1/identity_service';
import {
  type BaseServiceConfig,
  callerOf,
  SERVICE_CONFIG,
  ServiceClient,
} from '@boutique/service-kit';
import type { ContentConfig } from '../config/content.config.js';

/** Identity over gRPC (one channel per process): the account behind a feedback. */
@Injectable()
export class IdentityClient extends ServiceClient<IdentityServiceClient> {
  constructor(@Inject(SERVICE_CONFIG) config: ContentConfig & BaseServiceConfig) {
    super(SERVICES.identity, config.IDENTITY_GRPC_URL, callerOf(config));
  }
}
