import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { CurrentUser, Roles } from '../auth/auth.decorators.js';
import type { AuthUser } from '../auth/jwt-verifier.js';
import { ErrorResponse } from '../common/api-responses.js';
import { ok } from '../common/envelope.js';
import { MediaFileResponse } from './media.models.js';
import { NO_FILE, UploadsService } from './uploads.service.js';

const FILE_BODY = {
  schema: {
    type: 'object',
    required: ['file'],
    properties: { file: { type: 'string', format: 'binary' } },
  },
};

/** Admin uploads of product and category media (admin only: 401/403 before any byte is read). */
@ApiTags('admin uploads')
@Controller('admin/upload')
export class UploadsController {
  constructor(private readonly uploads: UploadsService) {}

  @Post('image')
  @HttpCode(201)
  @Roles('admin')
  @ApiOperation({
    summary:
      'Upload an image (jpeg, png, gif, webp, avif, tiff, bmp, svg, heic, heif; at most 1 MB)',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody(FILE_BODY)
  @ApiCreatedResponse({ type: MediaFileResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: NO_FILE })
  @ApiPayloadTooLargeResponse({
    type: ErrorResponse,
    description: 'File too large, file size exceeds 1MB limit',
  })
  @ApiUnsupportedMediaTypeResponse({
    type: ErrorResponse,
    description: 'Unsupported file format / HEIC conversion failed',
  })
  async image(@CurrentUser() admin: AuthUser, @Req() request: FastifyRequest) {
    return ok({ data: await this.uploads.upload(admin, request, 'image') });
  }

  @Post('video')
  @HttpCode(201)
  @Roles('admin')
  @ApiOperation({ summary: 'Upload a video (mp4, webm, mov; at most 10 MB)' })
  @ApiConsumes('multipart/form-data')
  @ApiBody(FILE_BODY)
  @ApiCreatedResponse({ type: MediaFileResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: NO_FILE })
  @ApiPayloadTooLargeResponse({ type: ErrorResponse, description: 'File size exceeds 10MB limit' })
  @ApiUnsupportedMediaTypeResponse({ type: ErrorResponse, description: 'Unsupported file format' })
  async video(@CurrentUser() admin: AuthUser, @Req() request: FastifyRequest) {
    return ok({ data: await this.uploads.upload(admin, request, 'video') });
  }
}
