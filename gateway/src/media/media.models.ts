import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { DataResponse } from '../common/api-responses.js';

/** A stored upload (docs/api-catalogue.md "Media file"). */
@ApiSchema({ name: 'MediaFile' })
export class MediaFileView {
  @ApiProperty({ example: 'images/3f1c2a/' })
  id: string;

  @ApiProperty({ example: '/media/images/3f1c2a/1024.jpg' })
  url: string;

  @ApiProperty({ enum: ['image', 'video'] })
  kind: 'image' | 'video';

  @ApiProperty({ example: 'image/jpeg' })
  contentType: string;

  @ApiProperty({ example: 1024 })
  width: number;

  @ApiProperty({ example: 1365 })
  height: number;

  @ApiProperty({ type: [Number], example: [320, 640, 1024] })
  widths: number[];

  @ApiProperty({ example: 182_311 })
  size: number;

  @ApiProperty({ example: 'png' })
  sourceFormat: string;
}

export class MediaFileResponse extends DataResponse({ type: () => MediaFileView }) {}
