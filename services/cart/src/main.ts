import 'reflect-metadata';
import { bootstrapService } from '@boutique/service-kit';
import { cartService } from './cart.definition.js';

await bootstrapService(cartService);
