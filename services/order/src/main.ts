import 'reflect-metadata';
import { bootstrapService } from '@boutique/service-kit';
import { orderService } from './order.definition.js';

await bootstrapService(orderService);
