import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { SERVICES } from '@boutique/contracts';
import { callerOf } from '@boutique/service-kit';
import type { CartServiceClient } from '@boutique/contracts/cart/v1/cart_service';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config.js';
import { OptionalGrpcClient } from './optional-grpc-client.js';

/**
 * The cart service over gRPC (CART_GRPC_URL). Without CART_GRPC_URL
 * the cart routes answer 503.
 */
@Injectable()
export class CartClient
  extends OptionalGrpcClient<CartServiceClient>
  implements OnApplicationShutdown
{
  constructor(@Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    super('cart', SERVICES.cart, config.CART_GRPC_URL, callerOf(config));
  }

  onApplicationShutdown() {
    this.close();
  }
}
