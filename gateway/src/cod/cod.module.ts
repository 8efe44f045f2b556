import { Module } from '@nestjs/common';
import { codConfirmApi, codSettingsApi } from './cod.api.js';
import { CodService } from './cod.service.js';

/** Cash on delivery: the owner's settings and the e-mail link's confirmation. */
@Module({
  controllers: [...codSettingsApi.controllers, ...codConfirmApi.controllers],
  providers: [CodService, ...codSettingsApi.providers, ...codConfirmApi.providers],
})
export class CodModule {}
