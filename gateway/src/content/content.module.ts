import { Module } from '@nestjs/common';
import {
  adminBannersApi,
  adminContactsApi,
  adminFeedbackApi,
  adminInstafeedApi,
  adminNewsletterApi,
  HomePageContentResolver,
  shopContentApi,
} from './content.api.js';
import { ContentCache } from './content-cache.js';
import { ContentRateLimits } from './content-rate-limits.js';
import { ContentService } from './content.service.js';
import { FeedbackAuthGuard } from './feedback-auth.guard.js';
import { UnsubscribeController } from './unsubscribe.controller.js';

const admin = [
  adminBannersApi,
  adminInstafeedApi,
  adminFeedbackApi,
  adminContactsApi,
  adminNewsletterApi,
];

/** Banners, the social feed, feedback, contacts and the newsletter (content service). */
@Module({
  controllers: [
    ...shopContentApi.controllers,
    UnsubscribeController,
    ...admin.flatMap((api) => api.controllers),
  ],
  providers: [
    ContentService,
    ContentCache,
    ContentRateLimits,
    FeedbackAuthGuard,
    HomePageContentResolver,
    ...shopContentApi.providers,
  ],
})
export class ContentModule {}
