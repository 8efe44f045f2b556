import { Module } from '@nestjs/common';
import { BannersModule } from './banners/banners.module.js';
import { ContactsModule } from './contacts/contacts.module.js';
import { ContentController } from './content.controller.js';
import { FeedModule } from './feed/feed.module.js';
import { FeedbackModule } from './feedback/feedback.module.js';
import { MediaModule } from './media/media.module.js';
import { NewsletterModule } from './newsletter/newsletter.module.js';

@Module({
  imports: [
    MediaModule,
    BannersModule,
    FeedModule,
    FeedbackModule,
    ContactsModule,
    NewsletterModule,
  ],
  controllers: [ContentController],
})
export class ContentModule {}
