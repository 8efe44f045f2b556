import { Module } from '@nestjs/common';
import { refundsApi } from './refunds.api.js';
import { RefundsService } from './refunds.service.js';

/** The admin's refunds, from the payment service. */
@Module({
  controllers: refundsApi.controllers,
  providers: [RefundsService, ...refundsApi.providers],
})
export class RefundsModule {}
