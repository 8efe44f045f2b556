import { useEffect, useState } from 'react';
import { useToast } from '@/components/toast/toast-context';
import styles from './orders.module.css';

export const COPY_TICK_MS = 2000;

/** Copies an order id: "Order ID copied!" (a tick for 2 s) or "Failed to copy". */
export function CopyOrderId({ orderId }: { orderId: string }) {
  const { toast } = useToast();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPY_TICK_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(orderId);
      setCopied(true);
      toast({ title: 'Order ID copied!', variant: 'success' });
    } catch {
      toast({ title: 'Failed to copy', variant: 'destructive' });
    }
  }

  return (
    <button
      type="button"
      className={styles.copy}
      onClick={() => void copy()}
      aria-label={copied ? 'Order ID copied' : `Copy order ID ${orderId}`}
    >
      <span aria-hidden="true">{copied ? '✓' : '⧉'}</span>
    </button>
  );
}
