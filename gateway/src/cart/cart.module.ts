import { Module } from '@nestjs/common';
import { cartApi } from './cart.api.js';
import { CartService } from './cart.service.js';

@Module({
  controllers: cartApi.controllers,
  providers: [CartService, ...cartApi.providers],
  exports: [CartService],
})
export class CartModule {}
