import { Global, Module } from '@nestjs/common';
import { GeoController } from './geo.controller.js';
import { GeoResolver } from './geo.resolver.js';
import { GeoService } from './geo.service.js';

/** /api/geo and the GraphQL states/cities; GeoService also names states for addresses. */
@Global()
@Module({
  controllers: [GeoController],
  providers: [GeoService, GeoResolver],
  exports: [GeoService],
})
export class GeoModule {}
