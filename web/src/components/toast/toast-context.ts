import { createContext, useContext } from 'react';

export type ToastVariant = 'default' | 'destructive' | 'warning' | 'success';

export type ToastOptions = {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before the toast hides itself. */
  duration?: number;
};

export type ToastApi = {
  /** Shows a toast, replacing the one on screen (one toast at a time). */
  toast: (options: ToastOptions) => void;
  dismiss: () => void;
};

export const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside the ToastProvider');
  return api;
}
