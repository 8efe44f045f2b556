import { SERVICES } from '@boutique/contracts';
import type { ServiceDefinition } from '@boutique/service-kit';
import { BannerEntity } from './banners/banner.entity.js';
import { contentConfigSchema } from './config/content.config.js';
import { ContactEntity } from './contacts/contact.entity.js';
import { ContentModule } from './content.module.js';
import { FeedPostEntity } from './feed/feed-post.entity.js';
import { FeedbackEntity } from './feedback/feedback.entity.js';
import { MediaFileEntity } from './media/media-file.entity.js';
import { CreateMediaFile1732500000300 } from './migrations/1732500000300-create-media-file.js';
import { CreateContentFeatures1732500000310 } from './migrations/1732500000310-create-content-features.js';
import { NewsletterCampaignEntity } from './newsletter/newsletter-campaign.entity.js';
import { SubscriberEntity } from './newsletter/subscriber.entity.js';

/**
 * Everything bootstrapService needs to run content (used by main.ts and the e2e spec).
 * bootstrapService always runs the outbox relay: contact-received and
 * newsletter-send-requested written by the services are published after commit.
 */
export const contentService = {
  module: ContentModule,
  configSchema: contentConfigSchema,
  entities: [
    MediaFileEntity,
    BannerEntity,
    FeedPostEntity,
    FeedbackEntity,
    ContactEntity,
    SubscriberEntity,
    NewsletterCampaignEntity,
  ],
  migrations: [CreateMediaFile1732500000300, CreateContentFeatures1732500000310],
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
