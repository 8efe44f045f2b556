import { ApiProperty } from '@nestjs/swagger';

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
