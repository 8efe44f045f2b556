import { Controller } from '@nestjs/common';
import {
  ContentServiceControllerMethods,
  type ContentServiceController,
  type DeleteMediaRequest,
  type DeleteMediaResponse,
  type UploadMediaRequest,
  type UploadMediaResponse,
} from '@boutique/contracts/content/v1/content_service';
import { MediaService, toMediaFileMessage } from './media/media.service.js';

/**
 * gRPC handlers of content.v1.ContentService: each delegates to its feature's service
 * (media now; banners, feed, feedback, contacts and newsletters join here).
 */
@Controller()
@ContentServiceControllerMethods()
export class ContentController implements ContentServiceController {
  constructor(private readonly media: MediaService) {}

  async uploadMedia(request: UploadMediaRequest): Promise<UploadMediaResponse> {
    return { file: toMediaFileMessage(await this.media.upload(request)) };
  }

  async deleteMedia(request: DeleteMediaRequest): Promise<DeleteMediaResponse> {
    await this.media.delete(request.actor, request.id);
    return {};
  }
}
