import { useCallback, useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now (false where matchMedia is missing, e.g. jsdom). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}

/** Phones: below the 768 px desktop breakpoint. */
export const PHONE_QUERY = '(max-width: 767px)';
