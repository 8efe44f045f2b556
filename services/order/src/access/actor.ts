import type { Actor } from '@boutique/contracts/common/v1/common';
import { RpcErrors } from '@boutique/service-kit';

export const ACCESS_DENIED = 'Access denied';
export const ORDER_NOT_FOUND = 'Order not found';

export function isAdmin(actor: Actor | undefined): boolean {
  return actor?.role === 'admin';
}

/** Admin RPCs check the role again (the gateway checked it first). */
export function requireAdmin(actor: Actor | undefined): Actor {
  if (!actor?.userId || actor.role !== 'admin') throw RpcErrors.forbidden(ACCESS_DENIED);
  return actor;
}

/** Calls made for a signed-in customer carry their id. */
export function requireUser(actor: Actor | undefined): Actor {
  if (!actor?.userId) throw RpcErrors.unauthenticated('Please sign in to continue');
  return actor;
}

/** The owner of an order or an admin may see it; anyone else gets the same NOT_FOUND. */
export function canSee(actor: Actor, ownerId: string): boolean {
  return isAdmin(actor) || actor.userId === ownerId;
}
