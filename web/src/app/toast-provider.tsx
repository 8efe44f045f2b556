import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ToastViewport } from '@/components/toast/toast';
import { ToastContext, type ToastApi, type ToastOptions } from '@/components/toast/toast-context';

const DEFAULT_DURATION_MS = 5000;

type CurrentToast = ToastOptions & { id: number };

/** Holds the single toast on screen (one toast at a time). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<CurrentToast | null>(null);
  const nextId = useRef(1);

  const toast = useCallback((options: ToastOptions) => {
    setCurrent({ ...options, id: nextId.current++ });
  }, []);
  const dismiss = useCallback(() => setCurrent(null), []);

  useEffect(() => {
    if (!current) return;
    const timer = window.setTimeout(
      () => setCurrent((shown) => (shown?.id === current.id ? null : shown)),
      current.duration ?? DEFAULT_DURATION_MS,
    );
    return () => window.clearTimeout(timer);
  }, [current]);

  const api = useMemo<ToastApi>(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastViewport toast={current} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}
