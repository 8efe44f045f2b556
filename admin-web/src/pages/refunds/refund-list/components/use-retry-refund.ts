// Retrying a failed refund now: which row is being retried (its button spins and is
// disabled), then the server's message: a success when refunded, a warning when the
// provider refused again, and the server's refusal (404, 409) or "unreachable" otherwise.
import { useState } from 'react';
import { App } from 'antd';
import { notifyCallFailure } from '../../../../lib/call-notices';
import { useRetryRefundMutation, type AdminRefund } from '../../refunds-api';
import { REFUND_NOTICES, retryNotice } from '../../refund-model';

export interface RetryRefund {
  /** The refund ids (`AdminRefund.id`) whose retry is running. */
  running: ReadonlySet<string>;
  retry: (refund: AdminRefund) => Promise<void>;
}

export function useRetryRefund(): RetryRefund {
  const { message, notification } = App.useApp();
  const [retryRefund] = useRetryRefundMutation();
  const [running, setRunning] = useState<ReadonlySet<string>>(new Set());

  const mark = (refundId: string, on: boolean) =>
    setRunning((current) => {
      const next = new Set(current);
      if (on) next.add(refundId);
      else next.delete(refundId);
      return next;
    });

  const retry = async (refund: AdminRefund) => {
    if (running.has(refund.id)) return;
    mark(refund.id, true);
    try {
      const answer = await retryRefund(refund.id).unwrap();
      const notice = retryNotice(answer);
      if (notice.kind === 'success') void message.success(notice.text);
      else void message.warning(notice.text, 8);
    } catch (error) {
      notifyCallFailure(notification, REFUND_NOTICES.retryFailed, error);
    } finally {
      mark(refund.id, false);
    }
  };

  return { running, retry };
}
