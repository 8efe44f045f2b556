import { Module } from '@nestjs/common';
import {
  AdminBannersController,
  AdminContactsController,
  AdminFeedbackController,
  AdminInstafeedController,
  AdminNewsletterController,
} from './admin-content.controller.js';
import { ContentCache } from './content-cache.js';
import { ContentRateLimits } from './content-rate-limits.js';
import { ContentResolver, HomePageContentResolver } from './content.resolver.js';
import { ContentService } from './content.service.js';
import { FeedbackAuthGuard } from './feedback-auth.guard.js';
import { ShopContentController } from './shop-content.controller.js';
import { UnsubscribeController } from './unsubscribe.controller.js';

/** Banners, the social feed, feedback, contacts and the newsletter (content service). */
@Module({
  controllers: [
    ShopContentController,
    UnsubscribeController,
    AdminBannersController,
    AdminInstafeedController,
    AdminFeedbackController,
    AdminContactsController,
    AdminNewsletterController,
  ],
  providers: [
    ContentService,
    ContentCache,
    ContentRateLimits,
    FeedbackAuthGuard,
    ContentResolver,
    HomePageContentResolver,
  ],
})
export class ContentModule {}
