import { Injectable } from '@nestjs/common';
import { Outbox, RpcErrors } from '@boutique/service-kit';
import type { Actor } from '@boutique/contracts/common/v1/common';
import { DataSource } from 'typeorm';
import { AccessService } from '../access/access.service.js';
import { AuthService } from '../auth/auth.service.js';
import { UserEntity, type Role } from '../users/user.entity.js';

const ROLES: readonly Role[] = ['user', 'admin'];

@Injectable()
export class UsersAdminService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    private readonly access: AccessService,
    private readonly auth: AuthService,
  ) {}

  async list(actor: Actor | undefined, emailSearch: string, page: number, pageSize: number) {
    await this.access.requireAdmin(actor);
    const size = Math.min(Math.max(pageSize || 100, 1), 500);
    const current = Math.max(page || 1, 1);
    const query = this.dataSource
      .getRepository(UserEntity)
      .createQueryBuilder('user')
      .orderBy('user.created_at', 'DESC')
      .skip((current - 1) * size)
      .take(size);
    const search = emailSearch.trim().toLowerCase();
    if (search)
      query.where(`user.email LIKE :pattern ESCAPE '\\'`, { pattern: `%${escapeLike(search)}%` });
    const [users, total] = await query.getManyAndCount();
    return { users, total };
  }

  /**
   * Changes a user's role; an admin cannot change their own (the shop keeps one admin).
   * Answers the user and the sessions the change ended (none when the role stays).
   */
  async updateRole(
    actor: Actor | undefined,
    userId: string,
    role: string,
  ): Promise<{ user: UserEntity; revokedSessionIds: string[] }> {
    const admin = await this.access.requireAdmin(actor);
    if (!ROLES.includes(role as Role)) throw RpcErrors.invalid('Role must be user or admin');
    if (admin.id === userId) throw RpcErrors.failedPrecondition('You cannot change your own role');
    return this.dataSource.transaction(async (manager) => {
      const user = await findUserForUpdate(manager, userId);
      if (user.role === role) return { user, revokedSessionIds: [] };
      const previousRole = user.role;
      await manager.update(UserEntity, { id: user.id }, { role: role as Role });
      // A demoted admin signs in again to get a token with the new role.
      const revokedSessionIds = await this.auth.revokeAllSessions(manager, user.id, 'role-changed');
      await this.outbox.add(manager, 'user-role-changed', user.id, {
        userId: user.id,
        role,
        previousRole,
        changedBy: admin.id,
      });
      return {
        user: await manager.findOneByOrFail(UserEntity, { id: user.id }),
        revokedSessionIds,
      };
    });
  }

  /** Deletes a user with their sessions and addresses; an admin cannot delete themself. */
  async remove(actor: Actor | undefined, userId: string): Promise<void> {
    const admin = await this.access.requireAdmin(actor);
    if (admin.id === userId)
      throw RpcErrors.failedPrecondition('You cannot delete your own account');
    await this.dataSource.transaction(async (manager) => {
      const user = await findUserForUpdate(manager, userId);
      await manager.delete(UserEntity, { id: user.id }); // sessions, addresses and tokens cascade
      await this.auth.recordDeletion(manager, user.id);
      await this.outbox.add(manager, 'user-deleted', user.id, {
        userId: user.id,
        deletedBy: admin.id,
      });
    });
  }
}

async function findUserForUpdate(manager: import('typeorm').EntityManager, userId: string) {
  const user = /^[0-9a-f-]{36}$/i.test(userId)
    ? await manager
        .getRepository(UserEntity)
        .createQueryBuilder('user')
        .setLock('pessimistic_write')
        .where('user.id = :userId', { userId })
        .getOne()
    : null;
  if (!user) throw RpcErrors.notFound('User not found');
  return user;
}

function escapeLike(value: string) {
  return value.replace(/[\\%_]/g, (match) => `\\${match}`);
}
