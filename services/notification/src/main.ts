import 'reflect-metadata';
import { bootstrapService } from '@boutique/service-kit';
import { notificationService } from './notification.definition.js';

await bootstrapService(notificationService);
