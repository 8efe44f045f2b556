import { useEffect, useRef, useState } from 'react';
import { getApiErrorMessage } from '@boutique/web-kit/api-error';
import { useToast } from '@/components/toast/toast-context';
import { Button } from '@/components/ui/button';
import { useSaveOrderDocumentMutation, type OrderDocumentKind } from '../api/orders-api';
import type { Order } from '../types/order';
import { creditNoteLine, DOCUMENT_FAILED, invoiceLine } from '../utils/order-rules';
import type { CancelOutcome } from './cancel-order';
import styles from './orders.module.css';

type Outcome = (outcome: CancelOutcome) => void;

/**
 * An order's GST documents (issue 17): "Tax invoice …" with "Download invoice (PDF)" once the
 * order has an invoice, and "Credit note …" with its button once it has one. Nothing for an
 * order without either.
 */
export function OrderDocuments({ order, onOutcome }: { order: Order; onOutcome: Outcome }) {
  const invoice = invoiceLine(order);
  const creditNote = creditNoteLine(order);
  if (!invoice && !creditNote) return null;
  return (
    <section className={styles.documents} aria-label="Tax documents">
      {invoice ? (
        <DocumentRow
          orderId={order.id}
          kind="invoice"
          line={invoice}
          label="Download invoice (PDF)"
          onOutcome={onOutcome}
        />
      ) : null}
      {creditNote ? (
        <DocumentRow
          orderId={order.id}
          kind="credit-note"
          line={creditNote}
          label="Download credit note (PDF)"
          onOutcome={onOutcome}
        />
      ) : null}
    </section>
  );
}

type DocumentRowProps = {
  orderId: string;
  kind: OrderDocumentKind;
  line: string;
  label: string;
  onOutcome: Outcome;
};

/**
 * One document and its download: one request at a time ("Downloading…", disabled); a
 * refusal's message (or DOCUMENT_FAILED) goes to the toast and the dialog's message area.
 */
function DocumentRow({ orderId, kind, line, label, onOutcome }: DocumentRowProps) {
  const { toast } = useToast();
  const [saveDocument] = useSaveOrderDocumentMutation();
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const button = useRef<HTMLButtonElement>(null);
  // A disabled button loses the focus: a keyboard user gets it back once the file is saved.
  const refocus = useRef(false);
  useEffect(() => {
    if (busy || !refocus.current) return;
    refocus.current = false;
    if (!document.activeElement || document.activeElement === document.body) {
      button.current?.focus();
    }
  }, [busy]);

  async function download() {
    if (sending.current) return;
    sending.current = true;
    refocus.current = document.activeElement === button.current;
    setBusy(true);
    const result = await saveDocument({ orderId, kind });
    sending.current = false;
    setBusy(false);
    if ('error' in result) {
      refocus.current = false; // the message takes the focus
      const text = getApiErrorMessage(result.error, DOCUMENT_FAILED[kind]);
      toast({ title: text, variant: 'destructive' });
      onOutcome({ tone: 'error', text });
    }
  }

  return (
    <div className={styles.documentRow}>
      <p className={styles.documentLine}>{line}</p>
      <Button
        ref={button}
        variant="secondary"
        busy={busy}
        busyLabel="Downloading…"
        onClick={() => void download()}
      >
        {label}
      </Button>
    </div>
  );
}
