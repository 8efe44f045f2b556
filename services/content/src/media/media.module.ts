import { Module } from '@nestjs/common';
import { SERVICE_CONFIG } from '@boutique/service-kit';
import type { ContentConfig } from '../config/content.config.js';
import { MediaService } from './media.service.js';
import { createMediaStorage } from './storage/create-media-storage.js';
import { MEDIA_STORAGE } from './storage/media-storage.js';

@Module({
  providers: [
    MediaService,
    {
      provide: MEDIA_STORAGE,
      useFactory: (config: ContentConfig) => createMediaStorage(config),
      inject: [SERVICE_CONFIG],
    },
  ],
  exports: [MediaService, MEDIA_STORAGE],
})
export class MediaModule {}
