import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ErrorResponse, MessageResponse } from '../common/api-responses.js';
import { ok } from '../common/envelope.js';
import { Authenticated, CurrentUser } from './auth.decorators.js';
import { AuthService, LOGGED_OUT } from './auth.service.js';
import { LoginResponse, RefreshResponse, UserResponse } from './dto/auth-responses.dto.js';
import { LoginInput } from './dto/login.input.js';
import { RefreshTokenInput } from './dto/refresh-token.input.js';
import { RegisterInput } from './dto/register.input.js';
import type { AuthUser } from './jwt-verifier.js';

/** The spec's auth calls (section 7), under /api/auth. */
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
  async register(@Body() input: RegisterInput) {
    return ok(await this.auth.register(input));
  }

  @Post('login')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign in with e-mail and password' })
  @ApiOkResponse({ type: LoginResponse, description: 'Logged in successfully' })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'Email and password are required' })
  @ApiUnauthorizedResponse({ type: ErrorResponse, description: 'Invalid email or password' })
  async login(@Body() input: LoginInput) {
    return ok(await this.auth.login(input));
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
