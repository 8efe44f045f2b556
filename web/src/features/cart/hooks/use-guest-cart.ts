import { useSyncExternalStore } from 'react';
import type { GuestCartEntry } from '../types/cart';
import { GUEST_CART_EVENT, readGuestCart, TEMP_CART_KEY } from '../utils/guest-cart';

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === TEMP_CART_KEY) onChange();
  };
  window.addEventListener(GUEST_CART_EVENT, onChange);
  window.addEventListener('storage', onStorage); // another tab
  return () => {
    window.removeEventListener(GUEST_CART_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

// useSyncExternalStore needs the same snapshot while the stored text is unchanged.
let cachedRaw: string | null | undefined;
let cachedEntries: GuestCartEntry[] = [];

function snapshot(): GuestCartEntry[] {
  const raw = window.localStorage.getItem(TEMP_CART_KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedEntries = readGuestCart();
  }
  return cachedEntries;
}

/** The guest cart (`tempCart`), kept current across components and tabs. */
export function useGuestCart(): GuestCartEntry[] {
  return useSyncExternalStore(subscribe, snapshot, () => []);
}
