import { StrictMode, useState, type ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { MainErrorFallback } from '@/components/errors/main-error-fallback';
import { makeStore, type AppStore } from './store';
import { ToastProvider } from './toast-provider';

type AppProviderProps = {
  children: ReactNode;
  /** Tests pass their own store. */
  store?: AppStore;
};

export function AppProvider({ children, store: givenStore }: AppProviderProps) {
  const [store] = useState(() => givenStore ?? makeStore());
  return (
    <StrictMode>
      <ErrorBoundary fallback={<MainErrorFallback />}>
        <ReduxProvider store={store}>
          <ToastProvider>{children}</ToastProvider>
        </ReduxProvider>
      </ErrorBoundary>
    </StrictMode>
  );
}
