import { useSelector } from 'react-redux';
import { selectAuth } from '../store/auth-slice';
import { roleOf, type User, type UserRole } from '../types/auth';
import type { SessionView } from '../utils/redirects';

export type Session = SessionView & {
  isAuthenticated: boolean;
  user: User | null;
};

export function useSession(): Session {
  const { isLoading, isAuthenticated, user, signedOutByUser } = useSelector(selectAuth);
  const role: UserRole | null = isAuthenticated ? roleOf(user) : null;
  return { isLoading, isAuthenticated, user, role, signedOutByUser: Boolean(signedOutByUser) };
}

/** The signed-in user's id (it names the cart, address book and orders), or null. */
export function useUserId(): string | null {
  const { isAuthenticated, user } = useSelector(selectAuth);
  return isAuthenticated ? user?.id || user?._id || null : null;
}
