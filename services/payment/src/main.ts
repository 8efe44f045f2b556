import 'reflect-metadata';
import {
  baseServiceConfigSchema,
  bootstrapService,
  ConfigError,
  loadConfig,
} from '@boutique/service-kit';
import { paymentConfigSchema, paymentMode } from './config/payment.config.js';
import { paymentService } from './payment.definition.js';

// Which provider runs is decided before anything starts: production without Razorpay keys
// (and without PAYMENT_SANDBOX=true) stops here with one line, like any bad variable.
try {
  paymentMode(
    loadConfig(paymentConfigSchema.extend({ NODE_ENV: baseServiceConfigSchema.shape.NODE_ENV })),
  );
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(78); // EX_CONFIG, as loadConfig
}

await bootstrapService(paymentService);
