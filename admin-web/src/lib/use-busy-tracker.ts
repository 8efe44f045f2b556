import { useCallback, useRef, useState } from 'react';

/**
 * Whether any of several parts (uploads) is busy. `track(key)` gives each part a stable
 * callback to report its state, so it can sit in an effect's dependencies.
 */
export function useBusyTracker(): {
  busy: boolean;
  track: (key: string) => (busy: boolean) => void;
} {
  const [busyKeys, setBusyKeys] = useState<ReadonlySet<string>>(() => new Set());
  const callbacks = useRef(new Map<string, (busy: boolean) => void>());
  const track = useCallback((key: string) => {
    let callback = callbacks.current.get(key);
    if (!callback) {
      callback = (busy: boolean) =>
        setBusyKeys((current) => {
          if (current.has(key) === busy) return current;
          const next = new Set(current);
          if (busy) next.add(key);
          else next.delete(key);
          return next;
        });
      callbacks.current.set(key, callback);
    }
    return callback;
  }, []);
  return { busy: busyKeys.size > 0, track };
}
