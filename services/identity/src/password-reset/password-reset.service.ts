import { Injectable } from '@nestjs/common';
import { Outbox, RpcErrors } from '@boutique/service-kit';
import { DataSource, IsNull } from 'typeorm';
import { AuthService } from '../auth/auth.service.js';
import { hashPassword } from '../users/password-hasher.js';
import { hashOpaqueToken, newOpaqueToken } from '../auth/tokens.js';
import { PASSWORD_MIN_LENGTH } from '../users/registration-rules.js';
import { UserEntity } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { PasswordResetTokenEntity } from './reset-token.entity.js';

const RESET_TOKEN_TTL_MS = 30 * 60 * 1000;
const RESET_REQUESTED_MESSAGE =
  'If an account exists for this email, a password reset link has been sent.';
const INVALID_RESET_TOKEN = 'The password reset link is invalid or has expired.';

@Injectable()
export class PasswordResetService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    private readonly users: UsersService,
    private readonly auth: AuthService,
  ) {}

  /**
   * Issues a new single-use token (older unused ones stop working) and publishes
   * password-reset-requested for notification to mail. Answers the same whether or not
   * the e-mail is registered.
   */
  async request(email: string): Promise<string> {
    if (!email?.trim()) throw RpcErrors.invalid('Please enter your email address.');
    const user = await this.users.findByEmail(email);
    if (!user) return RESET_REQUESTED_MESSAGE;
    const { token, hash } = newOpaqueToken();
    const expiresAt = new Date(Date.now() + RESET_TOKEN_TTL_MS);
    await this.dataSource.transaction(async (manager) => {
      await manager.update(
        PasswordResetTokenEntity,
        { userId: user.id, consumedAt: IsNull() },
        { consumedAt: new Date() },
      );
      await manager.insert(PasswordResetTokenEntity, {
        userId: user.id,
        tokenHash: hash,
        expiresAt,
      });
      await this.outbox.add(manager, 'password-reset-requested', user.id, {
        userId: user.id,
        email: user.email,
        userName: user.userName,
        resetToken: token,
        expiresAt: expiresAt.toISOString(),
      });
    });
    return RESET_REQUESTED_MESSAGE;
  }

  /**
   * Sets the new password with a live token, uses the token up and ends every session;
   * answers whose password it was and the sessions that ended.
   */
  async reset(
    token: string,
    newPassword: string,
  ): Promise<{ message: string; userId: string; revokedSessionIds: string[] }> {
    if (!token) throw RpcErrors.invalid(INVALID_RESET_TOKEN);
    if (!newPassword || newPassword.length < PASSWORD_MIN_LENGTH) {
      throw RpcErrors.invalid(`Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`);
    }
    const passwordHash = await hashPassword(newPassword);
    return this.dataSource.transaction(async (manager) => {
      const stored = await manager
        .getRepository(PasswordResetTokenEntity)
        .createQueryBuilder('token')
        .setLock('pessimistic_write')
        .where('token.token_hash = :hash', { hash: hashOpaqueToken(token) })
        .getOne();
      if (!stored || stored.consumedAt || stored.expiresAt.getTime() <= Date.now()) {
        throw RpcErrors.invalid(INVALID_RESET_TOKEN);
      }
      await manager.update(PasswordResetTokenEntity, { id: stored.id }, { consumedAt: new Date() });
      await manager.update(UserEntity, { id: stored.userId }, { passwordHash });
      const revokedSessionIds = await this.auth.revokeAllSessions(
        manager,
        stored.userId,
        'password-reset',
      );
      return { message: 'Password reset successful', userId: stored.userId, revokedSessionIds };
    });
  }
}
