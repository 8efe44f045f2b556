import type { Actor } from '@boutique/contracts/common/v1/common';
import { RpcErrors } from '@boutique/service-kit';

export const ACCESS_DENIED = 'Access denied';

/** Admin RPCs check the role again (the gateway checked it first). */
export function requireAdmin(actor: Actor | undefined): void {
  if (actor?.role !== 'admin') throw RpcErrors.forbidden(ACCESS_DENIED);
}

/** Calls made for a signed-in customer carry their id. */
export function requireUser(actor: Actor | undefined): Actor {
  if (!actor?.userId) throw RpcErrors.unauthenticated('Please sign in to continue');
  return actor;
}
