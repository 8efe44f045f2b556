import { useEffect, type ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import enGB from 'antd/locale/en_GB';
import { Provider } from 'react-redux';
import { isTokenEvent } from '@boutique/web-kit/tokens';
import { baseApi } from '../lib/api';
import type { AppStore } from './store';
import { theme } from './theme';

/** Store, Ant Design theme and the antd App context (message, notification, modal). */
export function AppProvider({ store, children }: { store: AppStore; children: ReactNode }) {
  // Signing out (or in as someone else) in another tab of the same origin changes the shared
  // tokens: check the session again so this tab follows.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (isTokenEvent(event)) store.dispatch(baseApi.util.invalidateTags(['Session']));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [store]);

  return (
    <Provider store={store}>
      <ConfigProvider theme={theme} locale={enGB}>
        <AntApp>{children}</AntApp>
      </ConfigProvider>
    </Provider>
  );
}
