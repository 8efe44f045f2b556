import { Inject, Injectable } from '@nestjs/common';
import { SERVICES } from '@boutique/contracts';
import type { PaymentServiceClient } from '@boutique/contracts/payment/v1/payment_service';
import {
  type BaseServiceConfig,
  callerOf,
  SERVICE_CONFIG,
  ServiceClient,
} from '@boutique/service-kit';
import type { OrderConfig } from '../config/order.config.js';

/** Payment over gRPC (one channel per process): provider orders and captures. */
@Injectable()
export class PaymentClient extends ServiceClient<PaymentServiceClient> {
  constructor(@Inject(SERVICE_CONFIG) config: OrderConfig & BaseServiceConfig) {
    super(SERVICES.payment, config.PAYMENT_GRPC_URL, callerOf(config));
  }
}
