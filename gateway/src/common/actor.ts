import { ForbiddenException, NotFoundException } from '@nestjs/common';
import type { Actor } from '@boutique/contracts/common/v1/common';
import { mayActFor } from '@boutique/service-kit';
import type { AuthUser } from '../auth/jwt-verifier.js';
import { ACCESS_DENIED } from '../auth/roles.guard.js';

export const USER_NOT_FOUND = 'User not found';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The verified caller as an `actor` without a name (identity, content: they read names from
 * their own data, so the name is left empty, proto3's "not set").
 */
export function actorOf(user: AuthUser): Actor {
  return { userId: user.id, role: user.role, userName: '' };
}

/** The verified caller as an `actor` with the name shown on reviews and orders (catalogue, cart, order). */
export function namedActorOf(user: AuthUser): Actor {
  return { userId: user.id, role: user.role, userName: user.userName };
}

/** The user a body names, the caller when it names none (absent, null or ''). */
export function namedUserOrCaller(caller: AuthUser, userId: unknown): unknown {
  return userId === undefined || userId === null || userId === '' ? caller.id : userId;
}

/**
 * The user whose data a path or body names must be the caller, unless the caller is an
 * admin (the service kit's `mayActFor`, the rule every service checks again): 403 "Access
 * denied" otherwise, before anything is asked of the service. An admin naming a malformed id
 * gets 404 "User not found".
 */
export function assertMayActFor(caller: AuthUser, userId: unknown): string {
  if (typeof userId !== 'string' || !mayActFor({ userId: caller.id, role: caller.role }, userId)) {
    throw new ForbiddenException(ACCESS_DENIED);
  }
  if (!UUID.test(userId)) throw new NotFoundException(USER_NOT_FOUND);
  return userId;
}
