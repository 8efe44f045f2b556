import { Module } from '@nestjs/common';
import { CartController } from './cart.controller.js';
import { CartService } from './cart/cart.service.js';
import { CatalogueClient } from './cart/catalogue.client.js';
import { OrderPaidHandler } from './cart/handlers/order-paid.handler.js';
import { ProductDeletedHandler } from './cart/handlers/product-deleted.handler.js';

@Module({
  controllers: [CartController],
  providers: [CatalogueClient, CartService, OrderPaidHandler, ProductDeletedHandler],
})
export class CartModule {}
