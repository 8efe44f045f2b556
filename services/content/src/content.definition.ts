import { SERVICES } from '@boutique/contracts';
import type { ServiceDefinition } from '@boutique/service-kit';
import { contentConfigSchema } from './config/content.config.js';
import { ContentModule } from './content.module.js';
import { MediaFileEntity } from './media/media-file.entity.js';
import { CreateMediaFile1732500000300 } from './migrations/1732500000300-create-media-file.js';

/** Everything bootstrapService needs to run content (used by main.ts and the e2e spec). */
export const contentService = {
  module: ContentModule,
  configSchema: contentConfigSchema,
  entities: [MediaFileEntity],
  migrations: [CreateMediaFile1732500000300],
  grpc: [SERVICES.content],
} satisfies ServiceDefinition<typeof contentConfigSchema>;
