import { Module, type DynamicModule } from '@nestjs/common';
import type { GatewayConfig } from '../config/gateway.config.js';
import { PaymentsController } from './payments.controller.js';
import { PaymentsResolver } from './payments.resolver.js';
import { PaymentsService } from './payments.service.js';
import { SandboxController } from './sandbox.controller.js';

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
    return {
      module: PaymentsModule,
      controllers: sandboxRoutesOn(config)
        ? [PaymentsController, SandboxController]
        : [PaymentsController],
      providers: [PaymentsService, PaymentsResolver],
    };
  }
}
