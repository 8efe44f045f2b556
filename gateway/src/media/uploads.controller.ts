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
import { Authenticated, CurrentUser, Roles } from '../auth/auth.decorators.js';
import type { AuthUser } from '../auth/jwt-verifier.js';
import { ErrorResponse } from '../common/api-responses.js';
import { ok } from '../common/envelope.js';
import { MediaFileResponse } from './media.shapes.js';
import { NO_FILE, UPLOAD_RULES, UploadsService, type UploadKind } from './uploads.service.js';

/**
 * One upload route: a multipart `file`, its documented refusals; admin only, or for
 * `who: 'customer'` any signed-in person.
 */
function UploadRoute(
  kind: UploadKind,
  summary: string,
  unsupported: string,
  who: 'admin' | 'customer' = 'admin',
) {
  const failure = (status: number, description: string) =>
    ApiResponse({ status, type: ErrorResponse, description });
  return applyDecorators(
    Post(kind),
    HttpCode(201),
    who === 'admin' ? Roles('admin') : Authenticated(),
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

/**
 * A signed-in customer's photo for a return request (docs/returns.md): an image of at most
 * 1 MB (the storefront downsizes before sending), at most 20 a day (429 past that). The
 * answer's id goes into the request's `photos`.
 */
@ApiTags('orders')
@Controller('shop/upload')
export class ShopUploadsController {
  constructor(private readonly uploads: UploadsService) {}

  @UploadRoute(
    'return-photo',
    'Upload a photo for a return request (jpeg, png, webp, heic and the other image formats; at most 1 MB; 20 a day)',
    'Unsupported file format / HEIC conversion failed',
    'customer',
  )
  @ApiResponse({
    status: 429,
    type: ErrorResponse,
    description: 'You have uploaded too many photos today. Please try again tomorrow.',
  })
  async returnPhoto(@CurrentUser() user: AuthUser, @Req() request: FastifyRequest) {
    return ok({ data: await this.uploads.upload(user, request, 'return-photo') });
  }
}
