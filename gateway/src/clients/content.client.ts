import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { SERVICES } from '@boutique/contracts';
import { callerOf } from '@boutique/service-kit';
import type { ContentServiceClient } from '@boutique/contracts/content/v1/content_service';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config.js';
import { OptionalGrpcClient } from './optional-grpc-client.js';

/**
 * The content service over gRPC (CONTENT_GRPC_URL): media uploads. Without
 * CONTENT_GRPC_URL the upload routes answer 503.
 */
@Injectable()
export class ContentClient
  extends OptionalGrpcClient<ContentServiceClient>
  implements OnApplicationShutdown
{
  constructor(@Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    super('content', SERVICES.content, config.CONTENT_GRPC_URL, callerOf(config));
  }

  onApplicationShutdown() {
    this.close();
  }
}
