import { Module } from '@nestjs/common';
import { IdentityClient } from '../clients/identity.client.js';
import { FeedbackService } from './feedback.service.js';

@Module({
  providers: [FeedbackService, IdentityClient],
  exports: [FeedbackService],
})
export class FeedbackModule {}
