import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ErrorResponse, MessageResponse } from '../common/api-responses.js';
import { ok } from '../common/envelope.js';
import { Authenticated, ClientIp, CurrentUser } from './auth.decorators.js';
import { AuthService, LOGGED_OUT } from './auth.service.js';
import { LoginResponse, RefreshResponse, UserResponse } from './dto/auth-responses.dto.js';
import { ForgotPasswordInput } from './dto/forgot-password.input.js';
import { LoginInput } from './dto/login.input.js';
import { RefreshTokenInput } from './dto/refresh-token.input.js';
import { RegisterInput } from './dto/register.input.js';
import { ResetPasswordInput } from './dto/reset-password.input.js';
import type { AuthUser } from './jwt-verifier.js';

const TOO_MANY = {
  type: ErrorResponse,
  description:
    'Too many attempts. Please try again later. (`Retry-After` gives the seconds to wait)',
  headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } },
};

/** The auth calls (docs/api-accounts.md), under /api/auth. */
@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Post('register')
  @ApiOperation({ summary: 'Create a customer account (role is always user)' })
  @ApiCreatedResponse({ type: MessageResponse, description: 'Registration successful' })
  @ApiBadRequestResponse({
    type: ErrorResponse,
    description: 'A field is missing or invalid (the message names it)',
  })
  @ApiConflictResponse({ type: ErrorResponse, description: 'The e-mail cannot be registered' })
  @ApiTooManyRequestsResponse(TOO_MANY)
  async register(@Body() input: RegisterInput, @ClientIp() ip: string) {
    return ok(await this.auth.register(input, ip));
  }

  @Post('login')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign in with e-mail and password' })
  @ApiOkResponse({ type: LoginResponse, description: 'Logged in successfully' })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'Email and password are required' })
  @ApiUnauthorizedResponse({ type: ErrorResponse, description: 'Invalid email or password' })
  @ApiTooManyRequestsResponse(TOO_MANY)
  async login(@Body() input: LoginInput, @ClientIp() ip: string) {
    return ok(await this.auth.login(input, ip));
  }

  @Post('refresh')
  @HttpCode(200)
  @ApiOperation({ summary: 'Exchange a refresh token for a new token pair (rotation)' })
  @ApiOkResponse({ type: RefreshResponse, description: 'A new token pair' })
  @ApiUnauthorizedResponse({
    type: ErrorResponse,
    description: 'No refresh token found / Invalid or expired refresh token',
  })
  async refresh(@Body() input: RefreshTokenInput) {
    return ok(await this.auth.refresh(input.refreshToken));
  }

  @Post('forgot-password')
  @HttpCode(200)
  @ApiOperation({
    summary: 'E-mail a single-use password reset link (30 minutes)',
    description: 'Answers the same whether or not the e-mail is registered.',
  })
  @ApiOkResponse({
    type: MessageResponse,
    description: 'If an account exists for this email, a password reset link has been sent.',
  })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'Please enter your email address.' })
  @ApiTooManyRequestsResponse(TOO_MANY)
  async forgotPassword(@Body() input: ForgotPasswordInput, @ClientIp() ip: string) {
    return ok(await this.auth.forgotPassword(input, ip));
  }

  @Post('reset-password')
  @HttpCode(200)
  @ApiOperation({
    summary: "Set a new password with the e-mailed link's token (ends all sessions)",
  })
  @ApiOkResponse({ type: MessageResponse, description: 'Password reset successful' })
  @ApiBadRequestResponse({
    type: ErrorResponse,
    description:
      'The password reset link is invalid or has expired. / Password must be at least 6 characters long.',
  })
  async resetPassword(@Body() input: ResetPasswordInput) {
    return ok(await this.auth.resetPassword(input));
  }

  @Get('check-auth')
  @Authenticated()
  @ApiOperation({ summary: 'The signed-in user (current state from identity)' })
  @ApiOkResponse({ type: UserResponse, description: 'The signed-in user' })
  async checkAuth(@CurrentUser() user: AuthUser) {
    return ok({ user: await this.auth.currentUser(user) });
  }

  @Get('profile')
  @Authenticated()
  @ApiOperation({ summary: 'The signed-in user profile' })
  @ApiOkResponse({ type: UserResponse, description: 'The signed-in user' })
  async profile(@CurrentUser() user: AuthUser) {
    return ok({ user: await this.auth.currentUser(user) });
  }

  @Post('logout')
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({ summary: "Sign out: revokes the refresh token's family (or every family)" })
  @ApiOkResponse({ type: MessageResponse, description: 'Logged out successfully' })
  async logout(@CurrentUser() user: AuthUser, @Body() input: RefreshTokenInput) {
    await this.auth.logout(user, input.refreshToken);
    return ok({ message: LOGGED_OUT });
  }
}
