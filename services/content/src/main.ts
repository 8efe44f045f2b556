import 'reflect-metadata';
import { bootstrapService } from '@boutique/service-kit';
import { contentService } from './content.definition.js';

await bootstrapService(contentService);
