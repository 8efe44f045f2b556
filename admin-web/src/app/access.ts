// The access model of the console: the predicates the routes table refers
// to, and the admin guard's decision for a session. Pure functions, tested in access.test.ts.
import { storefrontPaths } from '../config/paths';
import type { Session, SessionUser } from '../lib/session-api';

/** An admin may use the whole console. */
export function isAdmin(user: SessionUser | null | undefined): boolean {
  return user?.role === 'admin';
}

/** The access rules a route can name in the routes table. */
export const accessRules = {
  admin: isAdmin,
} satisfies Record<string, (user: SessionUser) => boolean>;

export type AccessRule = keyof typeof accessRules;

export function canAccess(rule: AccessRule, user: SessionUser): boolean {
  return accessRules[rule](user);
}

/** What the admin guard does for a session on an /admin page. */
export type GuardDecision =
  /** The session is being checked: show the full-page loader. */
  | { action: 'wait' }
  /** Leave for a storefront page with a full page navigation. */
  | { action: 'leave'; href: string; reason: 'sign-in' | 'not-admin' }
  /** The session could not be checked (server unreachable): offer a retry. */
  | { action: 'retry' }
  /** Show the console to this admin. */
  | { action: 'allow'; user: SessionUser };

/**
 * @param session the current session
 * @param originalPath the /admin path and query being opened, e.g. `/admin/orders?q=1`; a
 *   guest comes back to it after signing in
 */
export function decideAdminAccess(session: Session, originalPath: string): GuardDecision {
  switch (session.status) {
    case 'checking':
      return { action: 'wait' };
    case 'unavailable':
      return { action: 'retry' };
    case 'signed-out':
      return { action: 'leave', href: storefrontPaths.login(originalPath), reason: 'sign-in' };
    case 'signed-in':
      return isAdmin(session.user)
        ? { action: 'allow', user: session.user }
        : { action: 'leave', href: storefrontPaths.unauthorized, reason: 'not-admin' };
  }
}
