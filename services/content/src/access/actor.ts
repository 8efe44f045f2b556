import type { Actor } from '@boutique/contracts/common/v1/common';
import { RpcErrors } from '@boutique/service-kit';

export const ACCESS_DENIED = 'Access denied';

export function isAdmin(actor: Actor | undefined): boolean {
  return actor?.role === 'admin';
}

/** Admin RPCs check the role again (the gateway checked it first). */
export function requireAdmin(actor: Actor | undefined): void {
  if (!isAdmin(actor)) throw RpcErrors.forbidden(ACCESS_DENIED);
}
