import 'reflect-metadata';
import { bootstrapService } from '@boutique/service-kit';
import { paymentService } from './payment.definition.js';

await bootstrapService(paymentService);
