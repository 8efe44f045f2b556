import { Module } from '@nestjs/common';
import { StatesModule } from '../common/geo.js';
import { adminOrdersApi, shopOrdersApi } from './orders.api.js';
import { OrdersService } from './orders.service.js';

@Module({
  imports: [StatesModule],
  controllers: [...shopOrdersApi.controllers, ...adminOrdersApi.controllers],
  providers: [OrdersService, ...shopOrdersApi.providers],
})
export class OrdersModule {}
