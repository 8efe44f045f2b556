import { ArgsType, Field } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { IsRequired, Trim } from '../../common/validation.js';

export const EMAIL_REQUIRED_FOR_RESET = 'Please enter your email address.';

/** POST /api/auth/forgot-password body and the GraphQL `forgotPassword` argument. */
@ArgsType()
export class ForgotPasswordInput {
  @Field()
  @ApiProperty({ example: 'priya@example.com', format: 'email' })
  @Trim()
  @IsRequired(EMAIL_REQUIRED_FOR_RESET)
  @IsString({ message: EMAIL_REQUIRED_FOR_RESET })
  @MaxLength(254, { message: 'Please enter a valid email address' })
  email: string;
}
