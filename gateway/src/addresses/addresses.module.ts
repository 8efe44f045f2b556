import { Module } from '@nestjs/common';
import { AddressesController } from './addresses.controller.js';
import { AddressesResolver } from './addresses.resolver.js';
import { AddressesService } from './addresses.service.js';

@Module({
  controllers: [AddressesController],
  providers: [AddressesService, AddressesResolver],
})
export class AddressesModule {}
