import type { FactoryProvider } from '@nestjs/common';
import { SERVICE_CONFIG } from '@boutique/service-kit';
import { razorpaySettings, type PaymentConfig } from '../config/payment.config.js';
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment-provider.js';
import { RazorpayProvider } from './razorpay.provider.js';
import { SandboxProvider } from './sandbox.provider.js';

/** Razorpay when RAZORPAY_KEY_ID is set, else the built-in sandbox. */
export const paymentProvider: FactoryProvider<PaymentProvider> = {
  provide: PAYMENT_PROVIDER,
  inject: [SERVICE_CONFIG, SandboxProvider],
  useFactory: (config: PaymentConfig, sandbox: SandboxProvider): PaymentProvider => {
    const razorpay = razorpaySettings(config);
    return razorpay ? new RazorpayProvider(razorpay) : sandbox;
  },
};
