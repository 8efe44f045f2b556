import { Inject, Injectable } from '@nestjs/common';
import { RpcErrors, SERVICE_CONFIG, logger } from '@boutique/service-kit';
import type { LoginResponse } from '@boutique/contracts/identity/v1/identity_service';
import { DataSource, IsNull, type EntityManager } from 'typeorm';
import type { IdentityConfig } from '../config/identity.config.js';
import { UserEntity } from '../users/user.entity.js';
import { UsersService, toUserMessage } from '../users/users.service.js';
import { verifyAgainstDummy, verifyPassword } from './password-hasher.js';
import { RefreshTokenEntity, RefreshTokenFamilyEntity } from './refresh-token.entity.js';
import { decideRefresh } from './refresh-rules.js';
import { hashOpaqueToken, newOpaqueToken, signAccessToken } from './tokens.js';

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const INVALID_REFRESH = 'Invalid or expired refresh token';

type RefreshOutcome =
  { error: string; response?: undefined } | { error?: undefined; response: LoginResponse };

@Injectable()
export class AuthService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersService,
    @Inject(SERVICE_CONFIG) private readonly config: IdentityConfig,
  ) {}

  async login(email: string, password: string): Promise<LoginResponse> {
    if (!email?.trim() || !password) throw RpcErrors.invalid('Email and password are required');
    const user = await this.users.findByEmail(email);
    const ok = user
      ? await verifyPassword(user.passwordHash, password)
      : await verifyAgainstDummy(password);
    if (!user || !ok) throw RpcErrors.unauthenticated(INVALID_CREDENTIALS);
    return this.dataSource.transaction(async (manager) => {
      const family = manager.create(RefreshTokenFamilyEntity, { userId: user.id });
      await manager.insert(RefreshTokenFamilyEntity, family);
      return this.issue(manager, user, family.id);
    });
  }

  /** Exchanges a refresh token for a new pair; reuse of an exchanged token revokes the family. */
  async refresh(token: string): Promise<LoginResponse> {
    if (!token) throw RpcErrors.unauthenticated('No refresh token found');
    const outcome = await this.dataSource.transaction(async (manager): Promise<RefreshOutcome> => {
      const stored = await manager
        .getRepository(RefreshTokenEntity)
        .createQueryBuilder('token')
        .setLock('pessimistic_write')
        .where('token.token_hash = :hash', { hash: hashOpaqueToken(token) })
        .getOne();
      if (!stored) return { error: INVALID_REFRESH };
      const family = await manager
        .getRepository(RefreshTokenFamilyEntity)
        .createQueryBuilder('family')
        .setLock('pessimistic_write')
        .where('family.id = :id', { id: stored.familyId })
        .getOneOrFail();
      const decision = decideRefresh(
        { usedAt: stored.usedAt, expiresAt: stored.expiresAt, familyRevokedAt: family.revokedAt },
        new Date(),
      );
      if (decision === 'reuse-detected') {
        await this.revokeFamily(manager, family.id, 'reuse-detected');
        logger().warn(
          { userId: family.userId, familyId: family.id },
          'refresh token reuse detected; family revoked',
        );
        return { error: INVALID_REFRESH };
      }
      if (decision !== 'rotate') return { error: INVALID_REFRESH };
      const user = await manager.findOneBy(UserEntity, { id: family.userId });
      if (!user) return { error: INVALID_REFRESH };
      await manager.update(RefreshTokenEntity, { id: stored.id }, { usedAt: new Date() });
      return { response: await this.issue(manager, user, family.id) };
    });
    // The revocation above must commit, so the refusal is raised after the transaction.
    if (outcome.error !== undefined) throw RpcErrors.unauthenticated(outcome.error);
    return outcome.response;
  }

  /** Ends the session of the given refresh token, or every session of the user. */
  async logout(userId: string, refreshToken?: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      if (refreshToken) {
        const stored = await manager.findOneBy(RefreshTokenEntity, {
          tokenHash: hashOpaqueToken(refreshToken),
        });
        if (!stored) return;
        const family = await manager.findOneBy(RefreshTokenFamilyEntity, { id: stored.familyId });
        if (family?.userId !== userId) return; // not the caller's session: nothing to do
        await this.revokeFamily(manager, family.id, 'logout');
        return;
      }
      await this.revokeAllSessions(manager, userId, 'logout');
    });
  }

  /** Ends every session of the user (password reset, role change). */
  async revokeAllSessions(manager: EntityManager, userId: string, reason: string) {
    await manager.update(
      RefreshTokenFamilyEntity,
      { userId, revokedAt: IsNull() },
      { revokedAt: new Date(), revokedReason: reason },
    );
  }

  private async revokeFamily(manager: EntityManager, familyId: string, reason: string) {
    await manager.update(
      RefreshTokenFamilyEntity,
      { id: familyId, revokedAt: IsNull() },
      { revokedAt: new Date(), revokedReason: reason },
    );
  }

  private async issue(
    manager: EntityManager,
    user: UserEntity,
    familyId: string,
  ): Promise<LoginResponse> {
    const { token, hash } = newOpaqueToken();
    const ttlMs = this.config.REFRESH_TOKEN_TTL_DAYS * 24 * 60 * 60 * 1000;
    await manager.insert(RefreshTokenEntity, {
      familyId,
      tokenHash: hash,
      expiresAt: new Date(Date.now() + ttlMs),
    });
    const accessToken = await signAccessToken(
      { sub: user.id, role: user.role, email: user.email, userName: user.userName },
      this.config.JWT_SECRET,
      this.config.ACCESS_TOKEN_TTL_SECONDS,
    );
    return {
      accessToken,
      refreshToken: token,
      expiresIn: this.config.ACCESS_TOKEN_TTL_SECONDS,
      user: toUserMessage(user),
    };
  }
}
