import type { FactoryProvider } from '@nestjs/common';
import { SERVICE_CONFIG, type BaseServiceConfig } from '@boutique/service-kit';
import { paymentMode, type PaymentConfig } from '../config/payment.config.js';
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment-provider.js';
import { RazorpayProvider } from './razorpay.provider.js';
import { SandboxProvider } from './sandbox.provider.js';

/** Razorpay when RAZORPAY_KEY_ID is set, else the built-in sandbox where paymentMode allows it. */
export const paymentProvider: FactoryProvider<PaymentProvider> = {
  provide: PAYMENT_PROVIDER,
  inject: [SERVICE_CONFIG, SandboxProvider],
  useFactory: (config: PaymentConfig & BaseServiceConfig, sandbox: SandboxProvider) => {
    const mode = paymentMode(config);
    return mode.provider === 'razorpay' ? new RazorpayProvider(mode.razorpay) : sandbox;
  },
};
