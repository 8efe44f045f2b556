import { Module } from '@nestjs/common';
import { ContentController } from './content.controller.js';
import { MediaModule } from './media/media.module.js';

@Module({
  imports: [MediaModule],
  controllers: [ContentController],
})
export class ContentModule {}
