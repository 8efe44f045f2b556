import { Module } from '@nestjs/common';
import { InvoicesController } from './invoices.controller.js';
import { InvoicesService } from './invoices.service.js';
import { taxSettingsApi } from './tax-settings.api.js';

/** GST: the owner's tax settings and the invoices' PDFs, from the order service. */
@Module({
  controllers: [...taxSettingsApi.controllers, InvoicesController],
  providers: [InvoicesService, ...taxSettingsApi.providers],
})
export class InvoicesModule {}
