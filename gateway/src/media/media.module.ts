import { Module } from '@nestjs/common';
import { ShopUploadsController, UploadsController } from './uploads.controller.js';
import { UploadsService } from './uploads.service.js';

@Module({ controllers: [UploadsController, ShopUploadsController], providers: [UploadsService] })
export class MediaModule {}
