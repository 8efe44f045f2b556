// The signed-in admin, provided by the admin guard to everything it renders.
import { createContext, useContext } from 'react';
import type { SessionUser } from './session-api';

export const AdminUserContext = createContext<SessionUser | null>(null);

/** The signed-in admin. Only usable below the admin guard. */
export function useAdminUser(): SessionUser {
  const user = useContext(AdminUserContext);
  if (!user) throw new Error('useAdminUser is used outside the admin guard');
  return user;
}
