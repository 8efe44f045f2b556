import { Inject, Injectable } from '@nestjs/common';
import { RpcErrors, SERVICE_CONFIG, logger } from '@boutique/service-kit';
import type { LoginResponse } from '@boutique/contracts/identity/v1/identity_service';
import { DataSource, IsNull, type EntityManager } from 'typeorm';
import type { IdentityConfig } from '../config/identity.config.js';
import { DeletedUserEntity } from './deleted-user.entity.js';
import { UserEntity } from '../users/user.entity.js';
import { UsersService, toUserMessage } from '../users/users.service.js';
import { verifyAgainstDummy, verifyPassword } from '../users/password-hasher.js';
import { RefreshTokenEntity, RefreshTokenFamilyEntity } from './refresh-token.entity.js';
import { decideRefresh } from './refresh-rules.js';
import { hashOpaqueToken, newOpaqueToken, signAccessToken } from './tokens.js';

const INVALID_CREDENTIALS = 'Invalid email or password';
const INVALID_REFRESH = 'Invalid or expired refresh token';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Access tokens are checked against revocations this much longer than they live (clock skew). */
const REVOCATION_MARGIN_SECONDS = 60;

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

  /**
   * Ends the session of the given refresh token (and `sessionId`, the session of the
   * caller's access token), or every session of the user when no refresh token is given.
   * Only the caller's own sessions are touched. Answers the sessions ended.
   */
  async logout(userId: string, refreshToken?: string, sessionId?: string): Promise<string[]> {
    return this.dataSource.transaction(async (manager) => {
      if (!refreshToken) return this.revokeAllSessions(manager, userId, 'logout');
      const familyIds = new Set<string>();
      const stored = await manager.findOneBy(RefreshTokenEntity, {
        tokenHash: hashOpaqueToken(refreshToken),
      });
      if (stored) familyIds.add(stored.familyId);
      if (sessionId && UUID.test(sessionId)) familyIds.add(sessionId);
      const ended: string[] = [];
      for (const familyId of familyIds) {
        const family = await manager.findOneBy(RefreshTokenFamilyEntity, { id: familyId });
        if (family?.userId !== userId) continue; // not the caller's session: nothing to do
        await this.revokeFamily(manager, family.id, 'logout');
        ended.push(family.id);
      }
      return ended;
    });
  }

  /**
   * Ends every session of the user (logout everywhere, password reset, role change) and
   * answers those that may still have unexpired access tokens (a token issued within the
   * access-token lifetime).
   */
  async revokeAllSessions(
    manager: EntityManager,
    userId: string,
    reason: string,
  ): Promise<string[]> {
    const result = await manager
      .createQueryBuilder()
      .update(RefreshTokenFamilyEntity)
      .set({ revokedAt: () => 'now()', revokedReason: reason })
      .where('user_id = :userId AND revoked_at IS NULL', { userId })
      .returning('id')
      .execute();
    const ids = (result.raw as { id: string }[]).map((row) => row.id);
    if (ids.length === 0) return [];
    const live = await manager
      .getRepository(RefreshTokenEntity)
      .createQueryBuilder('token')
      .select('token.family_id', 'family_id')
      .distinct(true)
      .where('token.family_id IN (:...ids)', { ids })
      .andWhere('token.created_at > now() - make_interval(secs => :horizon)', {
        horizon: this.revocationHorizonSeconds(),
      })
      .getRawMany<{ family_id: string }>();
    return live.map((row) => row.family_id);
  }

  /** Records a deleted user (in the deletion's transaction), forgetting records over a day old. */
  async recordDeletion(manager: EntityManager, userId: string): Promise<void> {
    await manager
      .createQueryBuilder()
      .delete()
      .from(DeletedUserEntity)
      .where(`deleted_at < now() - interval '1 day'`)
      .execute();
    await manager.upsert(DeletedUserEntity, { userId, deletedAt: new Date() }, ['userId']);
  }

  /**
   * The sessions revoked and the users deleted within the access-token lifetime (plus a
   * minute): every access token that is unexpired but no longer honoured belongs to one.
   */
  async listAccessRevocations(): Promise<{ sessionIds: string[]; deletedUserIds: string[] }> {
    const horizon = this.revocationHorizonSeconds();
    const [sessions, deleted] = await Promise.all([
      this.dataSource
        .getRepository(RefreshTokenFamilyEntity)
        .createQueryBuilder('family')
        .select('family.id', 'id')
        .where('family.revoked_at IS NOT NULL')
        .andWhere('family.revoked_at > now() - make_interval(secs => :horizon)', { horizon })
        .getRawMany<{ id: string }>(),
      this.dataSource
        .getRepository(DeletedUserEntity)
        .createQueryBuilder('deleted')
        .select('deleted.user_id', 'user_id')
        .where('deleted.deleted_at > now() - make_interval(secs => :horizon)', { horizon })
        .getRawMany<{ user_id: string }>(),
    ]);
    return {
      sessionIds: sessions.map((row) => row.id),
      deletedUserIds: deleted.map((row) => row.user_id),
    };
  }

  private revocationHorizonSeconds(): number {
    return this.config.ACCESS_TOKEN_TTL_SECONDS + REVOCATION_MARGIN_SECONDS;
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
      { sub: user.id, role: user.role, email: user.email, userName: user.userName, sid: familyId },
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
