import type { Type } from '@nestjs/common';
import { ApiOperation, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { ErrorResponse, MessageResponse } from '../common/api-responses.js';
import { ok } from '../common/envelope.js';
import { api, operations, type RestFace } from '../common/operations.js';
import { clientIp } from './auth-request.js';
import {
  ForgotPasswordInput,
  LoginInput,
  LoginResponse,
  RefreshResponse,
  RefreshTokenInput,
  RegisterInput,
  ResetPasswordInput,
  UserResponse,
} from './auth.shapes.js';
import { AuthService } from './auth.service.js';

const deps = { auth: AuthService };
const op = operations(deps);

/** The rate-limited flows (login, register, forgot-password) document their 429. */
const TOO_MANY = ApiTooManyRequestsResponse({
  type: ErrorResponse,
  description:
    'Too many attempts. Please try again later. (`Retry-After` gives the seconds to wait)',
  headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } },
});

/** The REST face of an auth call: `{ success: true, ...result }`, 200 unless told. */
function rest(
  route: RestFace<object>['route'],
  type: Type,
  okDescription: string,
  more: Omit<RestFace<object>, 'route'> = {},
): RestFace<object> {
  return { route, status: 200, ok: type, okDescription, reply: ok, ...more };
}

/** The auth calls (docs/api-accounts.md), under /api/auth; REST only. */
export const authApi = api({
  name: 'AuthController',
  prefix: 'auth',
  tag: 'auth',
  deps,
  operations: {
    register: op({
      summary: 'Create a customer account (role is always user)',
      input: RegisterInput,
      handle: ({ deps, request }, input) => deps.auth.register(input, clientIp(request)),
      rest: rest({ post: 'register' }, MessageResponse, 'Registration successful', {
        status: 201,
        errors: {
          400: 'A field is missing or invalid (the message names it)',
          409: 'The e-mail cannot be registered',
        },
        decorators: [TOO_MANY],
      }),
    }),
    login: op({
      summary: 'Sign in with e-mail and password',
      input: LoginInput,
      handle: ({ deps, request }, input) => deps.auth.login(input, clientIp(request)),
      rest: rest({ post: 'login' }, LoginResponse, 'Logged in successfully', {
        errors: { 400: 'Email and password are required', 401: 'Invalid email or password' },
        decorators: [TOO_MANY],
      }),
    }),
    refresh: op({
      summary: 'Exchange a refresh token for a new token pair (rotation)',
      input: RefreshTokenInput,
      handle: ({ deps }, input) => deps.auth.refresh(input.refreshToken),
      rest: rest({ post: 'refresh' }, RefreshResponse, 'A new token pair', {
        errors: { 401: 'No refresh token found / Invalid or expired refresh token' },
      }),
    }),
    forgotPassword: op({
      summary: 'E-mail a single-use password reset link (30 minutes)',
      input: ForgotPasswordInput,
      handle: ({ deps, request }, input) => deps.auth.forgotPassword(input, clientIp(request)),
      rest: rest(
        { post: 'forgot-password' },
        MessageResponse,
        'If an account exists for this email, a password reset link has been sent.',
        {
          errors: { 400: 'Please enter your email address.' },
          decorators: [
            ApiOperation({
              description: 'Answers the same whether or not the e-mail is registered.',
            }),
            TOO_MANY,
          ],
        },
      ),
    }),
    resetPassword: op({
      summary: "Set a new password with the e-mailed link's token (ends all sessions)",
      input: ResetPasswordInput,
      handle: ({ deps }, input) => deps.auth.resetPassword(input),
      rest: rest({ post: 'reset-password' }, MessageResponse, 'Password reset successful', {
        errors: {
          400: 'The password reset link is invalid or has expired. / Password must be at least 6 characters long.',
        },
      }),
    }),
    checkAuth: op({
      summary: 'The signed-in user (current state from identity)',
      auth: 'user',
      handle: ({ deps, user }) => deps.auth.currentUser(user),
      rest: rest({ get: 'check-auth' }, UserResponse, 'The signed-in user'),
    }),
    profile: op({
      summary: 'The signed-in user profile',
      auth: 'user',
      handle: ({ deps, user }) => deps.auth.currentUser(user),
      rest: rest({ get: 'profile' }, UserResponse, 'The signed-in user'),
    }),
    logout: op({
      summary: "Sign out: revokes the refresh token's family (or every family)",
      auth: 'user',
      input: RefreshTokenInput,
      handle: ({ deps, user }, input) => deps.auth.logout(user, input.refreshToken),
      rest: rest({ post: 'logout' }, MessageResponse, 'Logged out successfully'),
    }),
  },
});
