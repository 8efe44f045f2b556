import { useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { displayName } from '../types/auth';
import { useLogout } from './use-logout';
import { useSession } from './use-session';

export type AccountEntry =
  { id: string; label: string; href: string } | { id: string; label: string; onSelect: () => void };

/** The account menu's entries: My Account / Sign Out, or Sign In / Create Account. */
export function useAccountEntries(): {
  isLoading: boolean;
  isAuthenticated: boolean;
  name: string | null;
  entries: AccountEntry[];
} {
  const session = useSession();
  const { logout } = useLogout();
  const location = useLocation();

  if (session.isAuthenticated) {
    return {
      isLoading: false,
      isAuthenticated: true,
      name: displayName(session.user),
      entries: [
        { id: 'account', label: 'My Account', href: paths.shop.account.getHref() },
        { id: 'sign-out', label: 'Sign Out', onSelect: () => void logout() },
      ],
    };
  }
  // Come back to this page after signing in (shop pages only, never another auth screen).
  const here = `${location.pathname}${location.search}`;
  const redirect = here === paths.shop.home.getHref() ? undefined : here;
  return {
    isLoading: session.isLoading,
    isAuthenticated: false,
    name: null,
    entries: [
      { id: 'sign-in', label: 'Sign In', href: paths.auth.login.getHref(redirect) },
      { id: 'register', label: 'Create Account', href: paths.auth.register.getHref(redirect) },
    ],
  };
}
