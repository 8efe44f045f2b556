import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { SERVICES } from '@boutique/contracts';
import { callerOf } from '@boutique/service-kit';
import type { OrderServiceClient } from '@boutique/contracts/order/v1/order_service';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config.js';
import { OptionalGrpcClient } from './optional-grpc-client.js';

/**
 * The order service over gRPC (ORDER_GRPC_URL). Without ORDER_GRPC_URL
 * checkout and the order routes answer 503.
 */
@Injectable()
export class OrderClient
  extends OptionalGrpcClient<OrderServiceClient>
  implements OnApplicationShutdown
{
  constructor(@Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    super('order', SERVICES.order, config.ORDER_GRPC_URL, callerOf(config));
  }

  onApplicationShutdown() {
    this.close();
  }
}
