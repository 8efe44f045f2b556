import { ArgsType, Field } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { isEmail, IsString, MaxLength, MinLength, ValidateBy } from 'class-validator';
import { IsRequired, Trim } from '../../common/validation.js';

/**
 * An unpaired UTF-16 surrogate (JSON `"\ud800"`): no e-mail holds one, and validator's
 * isEmail throws on it (a 500 before).
 */
const LONE_SURROGATE = /\p{Cs}/u;

/** POST /api/auth/register body and the GraphQL `register` arguments. */
@ArgsType()
export class RegisterInput {
  @Field()
  @ApiProperty({ example: 'Priya', maxLength: 100 })
  @Trim()
  @IsRequired('User name is required')
  @IsString({ message: 'User name must be text' })
  @MaxLength(100, { message: 'User name must not exceed 100 characters' })
  userName: string;

  @Field()
  @ApiProperty({ example: 'priya@example.com', format: 'email' })
  @Trim()
  @IsRequired('Email is required')
  @ValidateBy(
    {
      name: 'isEmail',
      validator: {
        validate: (value: unknown) =>
          typeof value === 'string' && !LONE_SURROGATE.test(value) && isEmail(value),
      },
    },
    { message: 'Please enter a valid email address' },
  )
  email: string;

  @Field()
  @ApiProperty({ example: 'secret123', minLength: 6, format: 'password' })
  @IsRequired('Password is required')
  @IsString({ message: 'Password must be text' })
  @MinLength(6, { message: 'Password must be at least 6 characters long.' })
  password: string;
}
