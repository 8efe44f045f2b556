import { Module, type DynamicModule } from '@nestjs/common';
import type { GatewayConfig } from '../config/gateway.config.js';
import { paymentsApi, sandboxApi } from './payments.api.js';
import { PaymentsService } from './payments.service.js';

/**
 * Whether the payment sandbox's routes exist: outside production always (the payment
 * service runs the sandbox without keys there), in production only with
 * PAYMENT_SANDBOX=true (a staging shop on purpose, as the payment service's own flag).
 */
export function sandboxRoutesOn(config: Pick<GatewayConfig, 'NODE_ENV' | 'PAYMENT_SANDBOX'>) {
  return config.NODE_ENV !== 'production' || config.PAYMENT_SANDBOX;
}

/** Provider config, Razorpay's webhook, and the sandbox's routes where the sandbox may run. */
@Module({})
export class PaymentsModule {
  static forRoot(config: Pick<GatewayConfig, 'NODE_ENV' | 'PAYMENT_SANDBOX'>): DynamicModule {
    const sandbox = sandboxRoutesOn(config) ? sandboxApi.controllers : [];
    return {
      module: PaymentsModule,
      controllers: [...paymentsApi.controllers, ...sandbox],
      providers: [PaymentsService, ...paymentsApi.providers],
    };
  }
}
