import { Module } from '@nestjs/common';
import { CartController } from './cart.controller.js';
import { CartResolver } from './cart.resolver.js';
import { CartService } from './cart.service.js';

@Module({
  controllers: [CartController],
  providers: [CartService, CartResolver],
  exports: [CartService],
})
export class CartModule {}
