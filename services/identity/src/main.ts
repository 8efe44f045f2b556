import 'reflect-metadata';
import { bootstrapService } from '@boutique/service-kit';
import { identityService } from './identity.definition.js';

await bootstrapService(identityService);
