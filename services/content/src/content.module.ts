import { Module } from '@nestjs/common';
import { SERVICE_CONFIG } from '@boutique/service-kit';
import { BannersService } from './banners/banners.service.js';
import { IdentityClient } from './clients/identity.client.js';
import type { ContentConfig } from './config/content.config.js';
import { ContactsService } from './contacts/contacts.service.js';
import { ContentController } from './content.controller.js';
import { FeedService } from './feed/feed.service.js';
import { FeedbackService } from './feedback/feedback.service.js';
import { MediaService } from './media/media.service.js';
import { createMediaStorage } from './media/storage/create-media-storage.js';
import { MEDIA_STORAGE } from './media/storage/media-storage.js';
import { NewsletterService } from './newsletter/newsletter.service.js';

@Module({
  controllers: [ContentController],
  providers: [
    IdentityClient,
    {
      provide: MEDIA_STORAGE,
      useFactory: (config: ContentConfig) => createMediaStorage(config),
      inject: [SERVICE_CONFIG],
    },
    MediaService,
    BannersService,
    FeedService,
    FeedbackService,
    ContactsService,
    NewsletterService,
  ],
})
export class ContentModule {}
