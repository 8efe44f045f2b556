import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { MainErrorFallback } from '@/components/errors/main-error-fallback';
import { NotFoundRoute } from './not-found';

/**
 * The router's errorElement: a 404 thrown by a loader (an unknown collection) shows the
 * not-found page; any other render or lazy-loading failure the fatal error screen.
 */
export function RouteError() {
  const error = useRouteError();
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (!isNotFound) console.error('Route error', error);
  }, [error, isNotFound]);
  return isNotFound ? <NotFoundRoute /> : <MainErrorFallback />;
}
