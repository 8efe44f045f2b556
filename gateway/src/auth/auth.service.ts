import { Injectable, UnauthorizedException } from '@nestjs/common';
import { isGrpcError } from '@boutique/service-kit';
import { IdentityClient } from '../clients/identity.client.js';
import { GrpcStatus } from '../common/grpc-status.js';
import { toUserView, type UserView } from '../common/user.js';
import { AuthRateLimits } from '../rate-limit/auth-rate-limits.js';
import { AccessRevocations } from './access-revocations.js';
import { INVALID_TOKEN } from './auth.guard.js';
import type {
  ForgotPasswordInput,
  LoginInput,
  RegisterInput,
  ResetPasswordInput,
} from './auth.shapes.js';
import type { AuthUser } from './jwt-verifier.js';

const hasCode = (error: unknown, code: number) =>
  isGrpcError(error) && (error.code as number) === code;

/** The token pair of a login or refresh answer. */
function session(result: { accessToken: string; refreshToken: string; expiresIn: number }) {
  const { accessToken, refreshToken, expiresIn } = result;
  return { accessToken, refreshToken, expiresIn };
}

/**
 * Auth flows at the edge: each one identity call, behind the rate limits of login, register
 * and forgot-password (`ip` is the client's address).
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
    const { userName, email, password } = input;
    const { message } = await this.identity.rpc.register({ userName, email, password });
    return { message: message || 'Registration successful' };
  }

  async login({ email, password }: LoginInput, ip: string) {
    await this.limits.beforeLogin(ip, email);
    let result;
    try {
      result = await this.identity.rpc.login({ email, password });
    } catch (error) {
      if (hasCode(error, GrpcStatus.UNAUTHENTICATED)) await this.limits.loginFailed(ip, email);
      throw error;
    }
    await this.limits.loginSucceeded(ip, email);
    return { message: 'Logged in successfully', ...session(result), user: toUserView(result.user) };
  }

  async refresh(refreshToken: string | undefined) {
    if (!refreshToken) throw new UnauthorizedException('No refresh token found');
    const result = await this.identity.rpc.refresh({ refreshToken });
    return { ...session(result), user: toUserView(result.user) };
  }

  /** Mails a reset link when the e-mail is registered; the same answer either way. */
  async forgotPassword({ email }: ForgotPasswordInput, ip: string): Promise<{ message: string }> {
    await this.limits.beforeForgotPassword(ip, email);
    const { message } = await this.identity.rpc.requestPasswordReset({ email });
    return {
      message:
        message || 'If an account exists for this email, a password reset link has been sent.',
    };
  }

  /**
   * Sets a new password with a reset token (single use). Identity ends every session of the
   * user; their access tokens stop working here and on every replica before this answers.
   */
  async resetPassword({ token, newPassword }: ResetPasswordInput): Promise<{ message: string }> {
    const { message, revokedSessionIds } = await this.identity.rpc.resetPassword({
      token,
      newPassword,
    });
    await this.revocations.revokeSessions(revokedSessionIds);
    return { message: message || 'Password reset successful' };
  }

  /**
   * With a refresh token: ends its session and the session of the access token used for
   * the call; without one: every session of the user. The access tokens of the ended
   * sessions stop working at once (AccessRevocations).
   */
  async logout(user: AuthUser, refreshToken: string | undefined): Promise<{ message: string }> {
    const { revokedSessionIds } = await this.identity.rpc.logout({
      userId: user.id,
      refreshToken: refreshToken ?? '',
      sessionId: refreshToken ? user.sessionId : '',
    });
    await this.revocations.revokeSessions(revokedSessionIds);
    return { message: 'Logged out successfully' };
  }

  /** The signed-in user's current state; a user that no longer exists is an invalid token. */
  async currentUser(user: AuthUser): Promise<{ user: UserView }> {
    try {
      return { user: toUserView((await this.identity.rpc.getUser({ id: user.id })).user) };
    } catch (error) {
      if (hasCode(error, GrpcStatus.NOT_FOUND)) throw new UnauthorizedException(INVALID_TOKEN);
      throw error;
    }
  }
}
