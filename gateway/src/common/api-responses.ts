import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';

/** Every failure: `{ success: false, message }`. */
export class ErrorResponse {
  @ApiProperty({ example: false })
  success: false;

  @ApiProperty({ example: 'Email is required' })
  message: string;
}

/** A success that only carries a message. */
export class MessageResponse {
  @ApiProperty({ example: true })
  success: true;

  @ApiProperty()
  message: string;
}

/** The documented `data` of a success: the options of its ApiProperty (its type, a description). */
type DataProperty = ApiPropertyOptions;

/**
 * The OpenAPI model of a success `{ success: true, message?, data }`, for a response class to
 * extend (adding its own fields after these):
 *   export class BannerResponse extends DataResponse({ type: () => BannerView }, { message: 'Banner added successfully' }) {}
 * `message` documents the success text's example; `messageOptional` when it may be absent.
 */
export function DataResponse(
  data: DataProperty,
  options: { message?: string; messageOptional?: boolean } = {},
) {
  class SuccessEnvelope {
    success: true;
    message?: string;
    data: unknown;
  }
  // applied by hand, so without TypeScript's design:type: each type is given
  ApiProperty({ type: Boolean, example: true })(SuccessEnvelope.prototype, 'success');
  if (options.message !== undefined) {
    const decorate = options.messageOptional ? ApiPropertyOptional : ApiProperty;
    decorate({ type: String, example: options.message })(SuccessEnvelope.prototype, 'message');
  }
  ApiProperty(data)(SuccessEnvelope.prototype, 'data');
  return SuccessEnvelope;
}
