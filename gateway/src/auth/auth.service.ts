import { Injectable, UnauthorizedException } from '@nestjs/common';
import type { User } from '@boutique/contracts/identity/v1/identity_service';
import { isGrpcError } from '@boutique/service-kit';
import { IdentityClient } from '../clients/identity.client.js';
import { GrpcStatus } from '../common/grpc-status.js';
import { AuthRateLimits } from '../rate-limit/auth-rate-limits.js';
import { AccessRevocations } from './access-revocations.js';
import { INVALID_TOKEN } from './auth.guard.js';
import type { ForgotPasswordInput } from './dto/forgot-password.input.js';
import type { LoginInput } from './dto/login.input.js';
import type { RegisterInput } from './dto/register.input.js';
import type { ResetPasswordInput } from './dto/reset-password.input.js';
import type { AuthUser } from './jwt-verifier.js';
import type { AuthPayload } from './models/auth-payload.model.js';
import { UserRole, type UserView } from './models/user.model.js';

export const LOGGED_IN = 'Logged in successfully';
export const LOGGED_OUT = 'Logged out successfully';
export const NO_REFRESH_TOKEN = 'No refresh token found';
export const RESET_LINK_SENT =
  'If an account exists for this email, a password reset link has been sent.';
export const PASSWORD_RESET = 'Password reset successful';

/** A user of the identity contract as the gateway shows it (`_id` = `id`). */
export function toUserView(user: User | undefined): UserView {
  if (!user?.id) throw new UnauthorizedException(INVALID_TOKEN);
  const view: UserView = {
    id: user.id,
    _id: user.id,
    userName: user.userName,
    email: user.email,
    role: user.role === 'admin' ? UserRole.admin : UserRole.user,
  };
  if (user.phone) view.phone = user.phone;
  if (user.createdAt) view.createdAt = user.createdAt;
  return view;
}

/**
 * Auth flows at the edge: each one identity call, shaped for REST and GraphQL, behind the
 * rate limits of login, register and forgot-password (`ip` is the client's address).
 */
@Injectable()
export class AuthService {
  constructor(
    private readonly identity: IdentityClient,
    private readonly limits: AuthRateLimits,
    private readonly revocations: AccessRevocations,
  ) {}

  async register(input: RegisterInput, ip: string): Promise<{ message: string }> {
    await this.limits.beforeRegister(ip, input.email);
    const { message } = await this.identity.rpc.register({
      userName: input.userName,
      email: input.email,
      password: input.password,
    });
    return { message: message || 'Registration successful' };
  }

  async login(input: LoginInput, ip: string): Promise<AuthPayload> {
    await this.limits.beforeLogin(ip, input.email);
    let result;
    try {
      result = await this.identity.rpc.login({ email: input.email, password: input.password });
    } catch (error) {
      if (isGrpcError(error) && (error.code as number) === GrpcStatus.UNAUTHENTICATED) {
        await this.limits.loginFailed(ip, input.email);
      }
      throw error;
    }
    await this.limits.loginSucceeded(ip, input.email);
    return {
      message: LOGGED_IN,
      accessToken: result.accessToken,
      refreshToken: result.refreshToken,
      expiresIn: result.expiresIn,
      user: toUserView(result.user),
    };
  }

  async refresh(refreshToken: string | undefined): Promise<Omit<AuthPayload, 'message'>> {
    if (!refreshToken) throw new UnauthorizedException(NO_REFRESH_TOKEN);
    const result = await this.identity.rpc.refresh({ refreshToken });
    return {
      accessToken: result.accessToken,
      refreshToken: result.refreshToken,
      expiresIn: result.expiresIn,
      user: toUserView(result.user),
    };
  }

  /** Mails a reset link when the e-mail is registered; the same answer either way. */
  async forgotPassword(input: ForgotPasswordInput, ip: string): Promise<{ message: string }> {
    await this.limits.beforeForgotPassword(ip, input.email);
    const { message } = await this.identity.rpc.requestPasswordReset({ email: input.email });
    return { message: message || RESET_LINK_SENT };
  }

  /**
   * Sets a new password with a reset token (single use). Identity ends every session of the
   * user; their access tokens stop working here and on every replica before this answers.
   */
  async resetPassword(input: ResetPasswordInput): Promise<{ message: string }> {
    const { message, revokedSessionIds } = await this.identity.rpc.resetPassword({
      token: input.token,
      newPassword: input.newPassword,
    });
    await this.revocations.revokeSessions(revokedSessionIds);
    return { message: message || PASSWORD_RESET };
  }

  /**
   * With a refresh token: ends its session and the session of the access token used for
   * the call; without one: every session of the user. The access tokens of the ended
   * sessions stop working at once (AccessRevocations).
   */
  async logout(user: AuthUser, refreshToken: string | undefined): Promise<void> {
    const { revokedSessionIds } = await this.identity.rpc.logout({
      userId: user.id,
      refreshToken: refreshToken ?? '',
      sessionId: refreshToken ? user.sessionId : '',
    });
    await this.revocations.revokeSessions(revokedSessionIds);
  }

  /** The signed-in user's current state; a user that no longer exists is an invalid token. */
  async currentUser(user: AuthUser): Promise<UserView> {
    try {
      const { user: found } = await this.identity.rpc.getUser({ id: user.id });
      return toUserView(found);
    } catch (error) {
      if (isGrpcError(error) && (error.code as number) === GrpcStatus.NOT_FOUND)
        throw new UnauthorizedException(INVALID_TOKEN);
      throw error;
    }
  }
}
