import { Module } from '@nestjs/common';
import { adminReturnsApi } from './returns.api.js';
import { ReturnsService } from './returns.service.js';

/** The owner's returns after delivery (the customer's request is the orders feature's). */
@Module({
  controllers: adminReturnsApi.controllers,
  providers: [ReturnsService, ...adminReturnsApi.providers],
})
export class ReturnsModule {}
