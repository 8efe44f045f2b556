import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { SERVICES } from '@boutique/contracts';
import { callerOf } from '@boutique/service-kit';
import type { PaymentServiceClient } from '@boutique/contracts/payment/v1/payment_service';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config.js';
import { OptionalGrpcClient } from './optional-grpc-client.js';

/**
 * The payment service over gRPC (PAYMENT_GRPC_URL). Without PAYMENT_GRPC_URL
 * the payment config, sandbox and webhook routes answer 503.
 */
@Injectable()
export class PaymentClient
  extends OptionalGrpcClient<PaymentServiceClient>
  implements OnApplicationShutdown
{
  constructor(@Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    super('payment', SERVICES.payment, config.PAYMENT_GRPC_URL, callerOf(config));
  }

  onApplicationShutdown() {
    this.close();
  }
}
