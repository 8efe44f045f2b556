import { Module } from '@nestjs/common';
import { BannersService } from './banners.service.js';

@Module({
  providers: [BannersService],
  exports: [BannersService],
})
export class BannersModule {}
