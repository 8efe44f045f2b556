import { Int } from '@nestjs/graphql';
import { DataResponse } from '../common/api-responses.js';
import { Prop, Shape } from '../common/shape.js';

/** A stored upload (docs/api-catalogue.md "Media file"). */
@Shape('MediaFile', { graphql: false })
export class MediaFileView {
  @Prop({ example: 'images/3f1c2a/' }) id: string;
  @Prop({ example: '/media/images/3f1c2a/1024.jpg' }) url: string;
  @Prop({ enum: ['image', 'video'] }) kind: 'image' | 'video';
  @Prop({ example: 'image/jpeg' }) contentType: string;
  @Prop({ example: 1024 }) width: number;
  @Prop({ example: 1365 }) height: number;
  @Prop(() => [Int], { example: [320, 640, 1024] }) widths: number[];
  @Prop({ example: 182_311 }) size: number;
  @Prop({ example: 'png' }) sourceFormat: string;
}

export class MediaFileResponse extends DataResponse({ type: () => MediaFileView }) {}
