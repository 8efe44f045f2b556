import { ArgsType, Field } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { IsRequired, Trim } from '../../common/validation.js';

export const INVALID_RESET_LINK = 'The password reset link is invalid or has expired.';
export const PASSWORD_TOO_SHORT = 'Password must be at least 6 characters long.';

/** POST /api/auth/reset-password body and the GraphQL `resetPassword` arguments. */
@ArgsType()
export class ResetPasswordInput {
  @Field()
  @ApiProperty({ description: 'The token of the e-mailed link (/auth/reset-password?token=...)' })
  @Trim()
  @IsRequired(INVALID_RESET_LINK)
  @IsString({ message: INVALID_RESET_LINK })
  @MaxLength(200, { message: INVALID_RESET_LINK })
  token: string;

  @Field()
  @ApiProperty({ example: 'new-secret-123', minLength: 6, format: 'password' })
  @IsRequired(PASSWORD_TOO_SHORT)
  @IsString({ message: PASSWORD_TOO_SHORT })
  @MinLength(6, { message: PASSWORD_TOO_SHORT })
  newPassword: string;
}
