import { BadRequestException, Injectable } from '@nestjs/common';
import { AccessRevocations } from '../auth/access-revocations.js';
import type { AuthUser } from '../auth/jwt-verifier.js';
import { IdentityClient } from '../clients/identity.client.js';
import { actorOf } from '../common/actor.js';
import { toUserView, type UserView } from '../common/user.js';

/** A whole query-string number from 1 to `max` (`message` otherwise); `fallback` when absent. */
function pageNumber(value: unknown, max: number, message: string, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (!Number.isInteger(number) || (number as number) < 1 || (number as number) > max) {
    throw new BadRequestException(message);
  }
  return number as number;
}

/** The users page's query: `search` (part of an e-mail), `page`, `pageSize` (400 when bad). */
export function listQueryOf(query: Record<string, unknown>) {
  const search = typeof query.search === 'string' ? query.search.trim() : query.search;
  if (search !== undefined && typeof search !== 'string') {
    throw new BadRequestException('Search must be text');
  }
  if ((search?.length ?? 0) > 254) {
    throw new BadRequestException('Search must not exceed 254 characters');
  }
  const PAGE = 'Page must be a positive whole number';
  const PAGE_SIZE = 'Page size must be between 1 and 500';
  return {
    emailSearch: search ?? '',
    page: pageNumber(query.page, Infinity, PAGE, 1),
    pageSize: pageNumber(query.pageSize, 500, PAGE_SIZE, 100),
  };
}

/**
 * Admin calls on users (the routes are admin only; identity checks the actor's stored role
 * again). Deleting a user or changing a role also ends that user's access tokens on every
 * gateway at once (AccessRevocations: the sessions identity ended, or the deleted user);
 * identity ends their refresh tokens.
 */
@Injectable()
export class AdminUsersService {
  constructor(
    private readonly identity: IdentityClient,
    private readonly revocations: AccessRevocations,
  ) {}

  async list(admin: AuthUser, query: Record<string, unknown>) {
    const request = { actor: actorOf(admin), ...listQueryOf(query) };
    const { users, total } = await this.identity.rpc.listUsers(request);
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
