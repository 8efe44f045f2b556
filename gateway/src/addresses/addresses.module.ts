import { Module } from '@nestjs/common';
import { StatesModule } from '../common/geo.js';
import { addressesApi } from './addresses.api.js';
import { AddressesService } from './addresses.service.js';

@Module({
  imports: [StatesModule],
  controllers: addressesApi.controllers,
  providers: [AddressesService, ...addressesApi.providers],
})
export class AddressesModule {}
