import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { getApiErrorStatus } from '@boutique/web-kit/api-error';
import { tokenStore } from '@boutique/web-kit/tokens';
import { useToast } from '@/components/toast/toast-context';
import { paths } from '@/config/paths';
import { baseApi } from '@/lib/api';
import { sessionEnded } from '@/lib/session-events';
import { useLogoutMutation } from '../api/auth-api';

/**
 * Signs out: POST /auth/logout (revokes the refresh-token family), then clears both tokens,
 * the user, per-user state (cart) and the API cache, says "Logged out successfully" and goes
 * to the shop home. The session ends `byUser`, so a signed-in-only page the shopper was on
 * (My Account, checkout) waits for that move instead of sending them to login.
 */
export function useLogout(): { logout: () => Promise<void>; isLoggingOut: boolean } {
  const [logoutRequest, { isLoading }] = useLogoutMutation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { toast } = useToast();

  const logout = useCallback(async () => {
    const result = await logoutRequest();
    // A 401 here means the session was already gone (refresh refused): nothing to revoke.
    if ('error' in result && getApiErrorStatus(result.error) !== 401) {
      toast({ title: 'Logout failed', description: 'Please try again.', variant: 'destructive' });
      return;
    }
    tokenStore.clear();
    dispatch(sessionEnded({ byUser: true }));
    dispatch(baseApi.util.resetApiState());
    toast({ title: 'Logged out successfully', variant: 'success' });
    await navigate(paths.shop.home.getHref());
  }, [dispatch, logoutRequest, navigate, toast]);

  return { logout, isLoggingOut: isLoading };
}
