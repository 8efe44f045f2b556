import { SERVICES } from '@boutique/contracts';
import type { ServiceDefinition } from '@boutique/service-kit';
import { contentConfigSchema } from './config/content.config.js';
import { ContentModule } from './content.module.js';
import { CreateMediaFile1732500000300 } from './migrations/1732500000300-create-media-file.js';
import { CreateContentFeatures1732500000310 } from './migrations/1732500000310-create-content-features.js';
import { ModerateFeedbackAndFeedImages1732500000320 } from './migrations/1732500000320-moderate-feedback-and-feed-images.js';
import { MediaFileUploader1732500000330 } from './migrations/1732500000330-media-file-uploader.js';

/**
 * Everything bootstrapService needs to run content (used by main.ts and the e2e spec).
 * bootstrapService always runs the outbox relay: contact-received and
 * newsletter-send-requested written by the services are published after commit.
 */
export const contentService = {
  module: ContentModule,
  configSchema: contentConfigSchema,
  // No TypeORM entities: the SQL in the features reads and writes the tables, whose shapes
  // are the migrations and the row types beside the statements (docs/service-layout.md).
  entities: [],
  migrations: [
    CreateMediaFile1732500000300,
    CreateContentFeatures1732500000310,
    ModerateFeedbackAndFeedImages1732500000320,
    MediaFileUploader1732500000330,
  ],
  grpc: [SERVICES.content],
  // The gateway's on behalf of a person; `seed` is the runtime's demo content (npm start).
  grpcCallers: {
    default: ['gateway'],
    methods: {
      ListBanners: ['gateway', 'seed'],
      UploadMedia: ['gateway', 'seed'],
      CreateBanner: ['gateway', 'seed'],
      AddFeedPosts: ['gateway', 'seed'],
    },
  },
} satisfies ServiceDefinition<typeof contentConfigSchema>;
