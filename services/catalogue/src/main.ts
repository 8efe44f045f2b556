import 'reflect-metadata';
import { bootstrapService } from '@boutique/service-kit';
import { catalogueService } from './catalogue.definition.js';

await bootstrapService(catalogueService);
