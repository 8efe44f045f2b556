import 'reflect-metadata';
import { bootstrapService } from '@boutique/service-kit';
import { checkPaymentModeOrExit } from './config/payment.config.js';
import { paymentService } from './payment.definition.js';

checkPaymentModeOrExit();
await bootstrapService(paymentService);
