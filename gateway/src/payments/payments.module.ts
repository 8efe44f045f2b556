import { Module } from '@nestjs/common';
import { PaymentsController } from './payments.controller.js';
import { PaymentsResolver } from './payments.resolver.js';
import { PaymentsService } from './payments.service.js';

@Module({
  controllers: [PaymentsController],
  providers: [PaymentsService, PaymentsResolver],
})
export class PaymentsModule {}
