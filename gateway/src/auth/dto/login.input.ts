import { ArgsType, Field } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { IsString } from 'class-validator';
import { IsRequired, Trim } from '../../common/validation.js';

export const LOGIN_FIELDS_REQUIRED = 'Email and password are required';

/** POST /api/auth/login body and the GraphQL `login` arguments. */
@ArgsType()
export class LoginInput {
  @Field()
  @ApiProperty({ example: 'priya@example.com' })
  @Trim()
  @IsRequired(LOGIN_FIELDS_REQUIRED)
  @IsString({ message: LOGIN_FIELDS_REQUIRED })
  email: string;

  @Field()
  @ApiProperty({ example: 'secret123', format: 'password' })
  @IsRequired(LOGIN_FIELDS_REQUIRED)
  @IsString({ message: LOGIN_FIELDS_REQUIRED })
  password: string;
}
