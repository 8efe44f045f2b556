import { Module } from '@nestjs/common';
import { CartController } from './cart.controller.js';
import { CartService } from './cart/cart.service.js';
import { CatalogueClient } from './clients/catalogue.client.js';
import { CodOrderPlacedHandler } from './handlers/cod-order-placed.handler.js';
import { OrderPaidHandler } from './handlers/order-paid.handler.js';
import { ProductDeletedHandler } from './handlers/product-deleted.handler.js';

@Module({
  controllers: [CartController],
  providers: [
    CatalogueClient,
    CartService,
    OrderPaidHandler,
    CodOrderPlacedHandler,
    ProductDeletedHandler,
  ],
})
export class CartModule {}
