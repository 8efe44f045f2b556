import { Module } from '@nestjs/common';
import { AdminOrdersController, ShopOrdersController } from './orders.controller.js';
import { OrdersResolver } from './orders.resolver.js';
import { OrdersService } from './orders.service.js';

@Module({
  controllers: [ShopOrdersController, AdminOrdersController],
  providers: [OrdersService, OrdersResolver],
})
export class OrdersModule {}
