import { applyDecorators, Controller, HttpCode, Post, Req } from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiOperation,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { CurrentUser, Roles } from '../auth/auth.decorators.js';
import type { AuthUser } from '../auth/jwt-verifier.js';
import { ErrorResponse } from '../common/api-responses.js';
import { ok } from '../common/envelope.js';
import { MediaFileResponse } from './media.shapes.js';
import { NO_FILE, UPLOAD_RULES, UploadsService, type UploadKind } from './uploads.service.js';

/** One upload route: admin only, a multipart `file`, its documented refusals. */
function UploadRoute(kind: UploadKind, summary: string, unsupported: string) {
  const failure = (status: number, description: string) =>
    ApiResponse({ status, type: ErrorResponse, description });
  return applyDecorators(
    Post(kind),
    HttpCode(201),
    Roles('admin'),
    ApiOperation({ summary }),
    ApiConsumes('multipart/form-data'),
    ApiBody({
      schema: {
        type: 'object',
        required: ['file'],
        properties: { file: { type: 'string', format: 'binary' } },
      },
    }),
    ApiCreatedResponse({ type: MediaFileResponse }),
    failure(400, NO_FILE),
    failure(413, UPLOAD_RULES[kind].tooLarge),
    failure(415, unsupported),
  );
}

/** Admin uploads of product and category media (admin only: 401/403 before any byte is read). */
@ApiTags('admin uploads')
@Controller('admin/upload')
export class UploadsController {
  constructor(private readonly uploads: UploadsService) {}

  @UploadRoute(
    'image',
    'Upload an image (jpeg, png, gif, webp, avif, tiff, bmp, svg, heic, heif; at most 1 MB)',
    'Unsupported file format / HEIC conversion failed',
  )
  async image(@CurrentUser() admin: AuthUser, @Req() request: FastifyRequest) {
    return ok({ data: await this.uploads.upload(admin, request, 'image') });
  }

  @UploadRoute('video', 'Upload a video (mp4, webm, mov; at most 10 MB)', 'Unsupported file format')
  async video(@CurrentUser() admin: AuthUser, @Req() request: FastifyRequest) {
    return ok({ data: await this.uploads.upload(admin, request, 'video') });
  }
}
