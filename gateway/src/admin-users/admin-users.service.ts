import { Injectable } from '@nestjs/common';
import { toUserView } from '../auth/auth.service.js';
import type { AuthUser } from '../auth/jwt-verifier.js';
import type { UserView } from '../auth/models/user.model.js';
import { AccessRevocations } from '../auth/access-revocations.js';
import { IdentityClient } from '../clients/identity.client.js';
import { actorOf } from '../common/actor.js';
import type { ListUsersQuery } from './admin-users.inputs.js';

export const ROLE_UPDATED = 'User role updated successfully';
export const USER_DELETED = 'User deleted successfully';

/**
 * Admin calls on users (the routes are @Roles('admin'); identity checks the actor's stored
 * role again). Deleting a user or changing a role also ends that user's access tokens on
 * every gateway at once (AccessRevocations: the sessions identity ended, or the deleted
 * user); identity ends their refresh tokens.
 */
@Injectable()
export class AdminUsersService {
  constructor(
    private readonly identity: IdentityClient,
    private readonly revocations: AccessRevocations,
  ) {}

  async list(
    admin: AuthUser,
    query: ListUsersQuery,
  ): Promise<{ users: UserView[]; total: number }> {
    const { users, total } = await this.identity.rpc.listUsers({
      actor: actorOf(admin),
      emailSearch: query.search ?? '',
      page: query.page ?? 1,
      pageSize: query.pageSize ?? 100,
    });
    return { users: users.map((user) => toUserView(user)), total };
  }

  async updateRole(admin: AuthUser, userId: string, role: string): Promise<UserView> {
    const { user, revokedSessionIds } = await this.identity.rpc.updateUserRole({
      actor: actorOf(admin),
      userId,
      role,
    });
    await this.revocations.revokeSessions(revokedSessionIds);
    return toUserView(user);
  }

  async remove(admin: AuthUser, userId: string): Promise<void> {
    await this.identity.rpc.deleteUser({ actor: actorOf(admin), userId });
    await this.revocations.revokeUser(userId);
  }
}
