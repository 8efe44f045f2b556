import { applyDecorators } from '@nestjs/common';
import { isEmail, IsOptional, IsString, MaxLength, MinLength, ValidateBy } from 'class-validator';
import { Prop, Shape } from '../common/shape.js';
import { UserView } from '../common/user.js';
import { BlankToUndefined, IsRequired, Trim } from '../common/validation.js';

export const LOGIN_FIELDS_REQUIRED = 'Email and password are required';
export const EMAIL_REQUIRED_FOR_RESET = 'Please enter your email address.';
export const INVALID_RESET_LINK = 'The password reset link is invalid or has expired.';
export const PASSWORD_TOO_SHORT = 'Password must be at least 6 characters long.';

/** Present, not blank and text, else `message` (as `@IsRequired(m) @IsString({ message: m })`). */
const RequiredText = (message: string) =>
  applyDecorators(IsString({ message }), IsRequired(message));

/**
 * An unpaired UTF-16 surrogate (JSON `"\ud800"`): no e-mail holds one, and validator's
 * isEmail throws on it (a 500 before).
 */
const LONE_SURROGATE = /\p{Cs}/u;
const IsEmailAddress = () =>
  ValidateBy(
    {
      name: 'isEmail',
      validator: {
        validate: (value: unknown) =>
          typeof value === 'string' && !LONE_SURROGATE.test(value) && isEmail(value),
      },
    },
    { message: 'Please enter a valid email address' },
  );

const EMAIL = 'priya@example.com';
const PASSWORD = { format: 'password' };

/** POST /api/auth/register (a field's rules are checked from the one nearest its name up). */
@Shape('RegisterInput', { graphql: false })
export class RegisterInput {
  @Prop({ example: 'Priya', openapi: { maxLength: 100 } })
  @Trim()
  @IsRequired('User name is required')
  @MaxLength(100, { message: 'User name must not exceed 100 characters' })
  @IsString({ message: 'User name must be text' })
  userName: string;

  @Prop({ example: EMAIL, openapi: { format: 'email' } })
  @Trim()
  @IsRequired('Email is required')
  @IsEmailAddress()
  email: string;

  @Prop({ example: 'secret123', openapi: { minLength: 6, ...PASSWORD } })
  @IsRequired('Password is required')
  @MinLength(6, { message: PASSWORD_TOO_SHORT })
  @IsString({ message: 'Password must be text' })
  password: string;
}

/** POST /api/auth/login (the e-mail's format is not checked: identity answers 401). */
@Shape('LoginInput', { graphql: false })
export class LoginInput {
  @Prop({ example: EMAIL }) @Trim() @RequiredText(LOGIN_FIELDS_REQUIRED) email: string;
  @Prop({ example: 'secret123', openapi: PASSWORD })
  @RequiredText(LOGIN_FIELDS_REQUIRED)
  password: string;
}

/** POST /api/auth/refresh and /api/auth/logout: a blank token is none. */
@Shape('RefreshTokenInput', { graphql: false })
export class RefreshTokenInput {
  @Prop({ optional: true, description: 'The refresh token from login or the last refresh' })
  @BlankToUndefined()
  @IsOptional()
  @IsString()
  refreshToken?: string;
}

/** POST /api/auth/forgot-password. */
@Shape('ForgotPasswordInput', { graphql: false })
export class ForgotPasswordInput {
  @Prop({ example: EMAIL, openapi: { format: 'email' } })
  @Trim()
  @RequiredText(EMAIL_REQUIRED_FOR_RESET)
  @MaxLength(254, { message: 'Please enter a valid email address' })
  email: string;
}

/** POST /api/auth/reset-password. */
@Shape('ResetPasswordInput', { graphql: false })
export class ResetPasswordInput {
  @Prop({ description: 'The token of the e-mailed link (/auth/reset-password?token=...)' })
  @Trim()
  @RequiredText(INVALID_RESET_LINK)
  @MaxLength(200, { message: INVALID_RESET_LINK })
  token: string;

  @Prop({ example: 'new-secret-123', openapi: { minLength: 6, ...PASSWORD } })
  @RequiredText(PASSWORD_TOO_SHORT)
  @MinLength(6, { message: PASSWORD_TOO_SHORT })
  newPassword: string;
}

/** What refresh answers: a new token pair and the user. */
@Shape('RefreshResponse', { graphql: false })
export class RefreshResponse {
  @Prop({ example: true }) success: true;
  @Prop({ description: 'HS256 JWT, valid 15 minutes' }) accessToken: string;
  @Prop({ description: 'Opaque token; rotated on every refresh' }) refreshToken: string;
  @Prop({ example: 900, description: 'Seconds until the access token expires' })
  expiresIn: number;
  @Prop(() => UserView) user: UserView;
}

/** What login answers: refresh's answer with a message. */
@Shape('LoginResponse', { graphql: false })
export class LoginResponse extends RefreshResponse {
  @Prop({ example: 'Logged in successfully' }) message: string;
}

/** The signed-in user (check-auth, profile). */
@Shape('UserResponse', { graphql: false })
export class UserResponse {
  @Prop({ example: true }) success: true;
  @Prop(() => UserView) user: UserView;
}
