// Who may act, checked once for every service: the gateway verified the person's token and
// sends them as the request's `actor` (boutique.common.v1.Actor); each service checks that
// actor again with these functions, so the rule, the gRPC status and the message are the
// same everywhere (docs/api-*.md: 401 not signed in, 403 "Access denied").
import type { Actor } from '@boutique/contracts/common/v1/common';
import { RpcErrors } from '../grpc/rpc-errors.js';

/** The message of every PERMISSION_DENIED by role or owner (403 at the gateway). */
export const ACCESS_DENIED = 'Access denied';

/** The message of an UNAUTHENTICATED call that needs a signed-in person and has none. */
export const SIGN_IN_REQUIRED = 'Please sign in to continue';

/** What the checks read of an actor: who it is and its role. */
export type ActorRole = Pick<Actor, 'userId' | 'role'>;

/** A signed-in admin (an actor without a user id is nobody, whatever its role says). */
export function isAdmin(actor: ActorRole | undefined): boolean {
  return !!actor?.userId && actor.role === 'admin';
}

/** The actor is `userId` itself, or an admin. */
export function mayActFor(actor: ActorRole | undefined, userId: string): boolean {
  return !!actor?.userId && (actor.userId === userId || actor.role === 'admin');
}

/**
 * The call needs a signed-in person: UNAUTHENTICATED `message` (by default "Please sign in
 * to continue") without one. Answers the actor.
 */
export function requireActor<A extends ActorRole>(
  actor: A | undefined,
  message: string = SIGN_IN_REQUIRED,
): A {
  if (!actor?.userId) throw RpcErrors.unauthenticated(message);
  return actor;
}

/**
 * Admin RPCs check the role again (the gateway checked it first): PERMISSION_DENIED
 * "Access denied" for anyone else, a missing actor included. Answers the actor.
 */
export function requireAdmin<A extends ActorRole>(actor: A | undefined): A {
  if (!actor || !isAdmin(actor)) throw RpcErrors.forbidden(ACCESS_DENIED);
  return actor;
}

/**
 * The data of `userId` may be reached by that user or an admin: UNAUTHENTICATED without a
 * signed-in actor (as requireActor), PERMISSION_DENIED "Access denied" for another
 * customer. Answers the actor. (Where another user's record must look absent, as an order,
 * a service answers its own NOT_FOUND with `mayActFor` instead.)
 */
export function assertActorMayActFor<A extends ActorRole>(actor: A | undefined, userId: string): A {
  const caller = requireActor(actor);
  if (!mayActFor(caller, userId)) throw RpcErrors.forbidden(ACCESS_DENIED);
  return caller;
}
