// Pure rules of the users screen.
import type { SessionUser } from '../../lib/session-api';
import type { AdminUser } from './users-api';

/** True when the row is the signed-in admin's own account (the server refuses changes). */
export function isOwnAccount(user: AdminUser, admin: SessionUser): boolean {
  const adminIds = [admin.id, admin._id].filter((id): id is string => Boolean(id));
  if (adminIds.includes(user.id)) return true;
  return user.email.trim().toLowerCase() === admin.email.trim().toLowerCase();
}

/** How a role shows: its label and its tag colour (admins stand out, customers do not). */
export function roleTag(role: string): { label: string; color?: string } {
  switch (role) {
    case 'admin':
      return { label: 'Admin', color: 'gold' };
    case 'user':
      return { label: 'User' };
    default:
      return { label: role };
  }
}

/** What a user is called on screen: the user name, else the e-mail. */
export function userLabel(user: AdminUser): string {
  return user.userName || user.email;
}
