import { useState } from 'react';
import { App } from 'antd';
import { tokenStore } from '@boutique/web-kit/tokens';
import { storefrontPaths } from '../../config/paths';
import { isAuthError, useLogoutMutation } from '../../lib/session-api';
import { goToStorefront } from '../../lib/storefront';

/** How long the success toast shows before the page leaves for the storefront sign-in. */
const LEAVE_DELAY_MS = 800;

/**
 * Logout: revoke the session, clear both tokens, say "Logged out
 * successfully" and go to the storefront's /auth/login. A 401 means the session is already
 * gone, which is as good as a logout; any other failure keeps the admin signed in.
 */
export function useLogout(): { logout: () => Promise<void>; isLoggingOut: boolean } {
  const [logoutCall] = useLogoutMutation();
  const { message, notification } = App.useApp();
  const [isLoggingOut, setLoggingOut] = useState(false);

  const logout = async () => {
    setLoggingOut(true);
    try {
      await logoutCall().unwrap();
    } catch (error) {
      if (!isAuthError(error)) {
        setLoggingOut(false);
        notification.error({ title: 'Logout failed', description: 'Please try again.' });
        return;
      }
    }
    tokenStore.clear();
    void message.success('Logged out successfully');
    await new Promise((resolve) => setTimeout(resolve, LEAVE_DELAY_MS));
    goToStorefront(storefrontPaths.login());
  };

  return { logout, isLoggingOut };
}
