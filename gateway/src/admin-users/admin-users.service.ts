import { Injectable } from '@nestjs/common';
import { isGrpcError } from '@boutique/service-kit';
import { actorOf } from '../addresses/addresses.service.js';
import { toUserView } from '../auth/auth.service.js';
import type { AuthUser } from '../auth/jwt-verifier.js';
import type { UserView } from '../auth/models/user.model.js';
import { SessionRevocations } from '../auth/session-revocations.js';
import { IdentityClient } from '../clients/identity.client.js';
import type { ListUsersQuery } from './admin-users.inputs.js';

export const ROLE_UPDATED = 'User role updated successfully';
export const USER_DELETED = 'User deleted successfully';

/** grpc status NOT_FOUND. */
const GRPC_NOT_FOUND = 5;

/**
 * Admin calls on users (the routes are @Roles('admin'); identity checks the actor's stored
 * role again). Deleting a user or changing a role also ends that user's access tokens at
 * this gateway at once (SessionRevocations); identity ends their refresh tokens.
 */
@Injectable()
export class AdminUsersService {
  constructor(
    private readonly identity: IdentityClient,
    private readonly revocations: SessionRevocations,
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
    const before = await this.currentRole(userId);
    const { user } = await this.identity.rpc.updateUserRole({
      actor: actorOf(admin),
      userId,
      role,
    });
    const view = toUserView(user);
    if (before !== view.role) this.revocations.revoke(view.id);
    return view;
  }

  async remove(admin: AuthUser, userId: string): Promise<void> {
    await this.identity.rpc.deleteUser({ actor: actorOf(admin), userId });
    this.revocations.revoke(userId);
  }

  /** The user's role now, or undefined when there is no such user (identity says so next). */
  private async currentRole(userId: string): Promise<string | undefined> {
    try {
      return (await this.identity.rpc.getUser({ id: userId })).user?.role;
    } catch (error) {
      if (isGrpcError(error) && (error.code as number) === GRPC_NOT_FOUND) return undefined;
      throw error;
    }
  }
}
