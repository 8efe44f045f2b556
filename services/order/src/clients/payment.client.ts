import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { SERVICES } from '@boutique/contracts';
import type { PaymentServiceClient } from '@boutique/contracts/payment/v1/payment_service';
import {
  createGrpcClient,
  SERVICE_CONFIG,
  type GrpcClientHandle,
  type PromiseClient,
} from '@boutique/service-kit';
import type { OrderConfig } from '../config/order.config.js';

/** Payment over gRPC (one channel per process): provider orders and captures. */
@Injectable()
export class PaymentClient implements OnApplicationShutdown {
  private readonly handle: GrpcClientHandle<PaymentServiceClient>;

  constructor(@Inject(SERVICE_CONFIG) config: OrderConfig) {
    this.handle = createGrpcClient<PaymentServiceClient>(SERVICES.payment, config.PAYMENT_GRPC_URL);
  }

  get rpc(): PromiseClient<PaymentServiceClient> {
    return this.handle.client;
  }

  onApplicationShutdown() {
    this.handle.close();
  }
}
