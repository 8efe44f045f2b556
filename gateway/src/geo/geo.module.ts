import { Module } from '@nestjs/common';
import { StatesModule } from '../common/geo.js';
import { geoApi } from './geo.api.js';
import { GeoService } from './geo.service.js';

/** /api/geo: the states and the city search of the address form. */
@Module({
  imports: [StatesModule],
  controllers: geoApi.controllers,
  providers: [GeoService, ...geoApi.providers],
})
export class GeoModule {}
