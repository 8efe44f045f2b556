import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { getApiErrorMessage } from '@boutique/web-kit/api-error';
import { useToast } from '@/components/toast/toast-context';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField } from '@/components/ui/text-field';
import { useRequestReturnMutation, type ReturnRequestBody } from '../api/orders-api';
import type { Order, OrderLine } from '../types/order';
import {
  canRequestReturn,
  noteCounter,
  RETURN_MESSAGES,
  RETURN_NOTE_MAX,
  RETURN_REASONS,
  returnDeadlineLine,
} from '../utils/return-rules';
import type { CancelOutcome } from './cancel-order';
import { ReturnPhotoPicker, useReturnPhotos } from './return-photos';
import styles from './orders.module.css';

type RequestReturnProps = {
  order: Order;
  userId: string;
  onOutcome: (outcome: CancelOutcome) => void;
};

/**
 * "Request a return" for a delivered order within its return window (docs/returns.md), and
 * the dialog that asks it. The server's message on success goes to the toast and to
 * `onOutcome` (the order's details show it); the answer's order replaces the cached one.
 */
export function RequestReturn({ order, userId, onOutcome }: RequestReturnProps) {
  const { toast } = useToast();
  const [open, setOpen] = useState(false);
  return (
    <>
      {canRequestReturn(order) ? (
        <Button variant="secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          Request a return
        </Button>
      ) : null}
      {open ? (
        <ReturnDialog
          order={order}
          userId={userId}
          onClose={() => setOpen(false)}
          onRequested={(message) => {
            setOpen(false);
            toast({ title: message, variant: 'success' });
            onOutcome({ tone: 'success', text: message });
          }}
        />
      ) : null}
    </>
  );
}

const lineKey = (line: OrderLine, index: number) =>
  `${line.productId}-${line.colour?.id ?? ''}-${index}`;

const lineName = (line: OrderLine) =>
  line.colour?.title ? `${line.title} (${line.colour.title})` : line.title;

type Errors = { lines?: string; reason?: string; note?: string };

type ReturnDialogProps = {
  order: Order;
  userId: string;
  onClose: () => void;
  onRequested: (message: string) => void;
};

/**
 * The return form: the order's lines (a checkbox and a quantity for each returnable one;
 * the others disabled with the server's reason), the reason, an optional note, up to 4
 * photos (uploaded as they are chosen; the request waits for them), the deadline and
 * "Request Return". The server's refusal is shown in the dialog (role=alert, focused).
 * One request at a time; while it runs the dialog stays open.
 */
function ReturnDialog({ order, userId, onClose, onRequested }: ReturnDialogProps) {
  const [requestReturn] = useRequestReturnMutation();
  const baseId = useId();
  const [chosen, setChosen] = useState<Record<string, boolean>>({});
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [refusal, setRefusal] = useState('');
  const [busy, setBusy] = useState(false);
  const photos = useReturnPhotos();
  const sending = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const reasonRef = useRef<HTMLSelectElement>(null);
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const refusalRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (refusal) refusalRef.current?.focus();
  }, [refusal]);

  const lines = order.cartItems.map((line, index) => ({ line, key: lineKey(line, index) }));
  const linesErrorId = `${baseId}-lines-error`;
  const deadline = returnDeadlineLine(order.returnDeadline);

  function validate(): Errors {
    const found: Errors = {};
    if (!lines.some(({ line, key }) => line.returnable && chosen[key])) {
      found.lines = RETURN_MESSAGES.noLine;
    }
    if (!reason) found.reason = RETURN_MESSAGES.noReason;
    if (note.length > RETURN_NOTE_MAX) found.note = RETURN_MESSAGES.noteTooLong;
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending.current || photos.pending) return;
    const found = validate();
    setErrors(found);
    if (found.lines || found.reason || found.note) {
      setRefusal('');
      if (found.lines) {
        formRef.current?.querySelector<HTMLInputElement>('input[type="checkbox"]:enabled')?.focus();
      } else if (found.reason) reasonRef.current?.focus();
      else noteRef.current?.focus();
      return;
    }
    const body: ReturnRequestBody = {
      lines: lines
        .filter(({ line, key }) => line.returnable && chosen[key])
        .map(({ line, key }) => ({
          productId: line.productId,
          colourId: line.colour?.id ?? '',
          quantity: quantities[key] ?? line.quantity,
        })),
      reason,
      note: note.trim(),
      ...(photos.ids.length > 0 ? { photos: photos.ids } : {}),
    };
    sending.current = true;
    setBusy(true);
    setRefusal('');
    const result = await requestReturn({ orderId: order.id, userId, body });
    sending.current = false;
    setBusy(false);
    if ('error' in result) {
      setRefusal(getApiErrorMessage(result.error, RETURN_MESSAGES.failed));
      return;
    }
    onRequested(result.data.message || RETURN_MESSAGES.requested);
  }

  return (
    <Dialog
      open
      onClose={() => {
        if (!sending.current) onClose();
      }}
      title="Request a return"
      description={deadline ? <p>{deadline}</p> : undefined}
    >
      <form
        ref={formRef}
        className={styles.returnForm}
        noValidate
        onSubmit={(event) => void submit(event)}
      >
        <fieldset
          className={styles.returnLines}
          aria-describedby={errors.lines ? linesErrorId : undefined}
        >
          <legend className={styles.returnLegend}>Items to return</legend>
          <ul className={styles.returnLineList}>
            {lines.map(({ line, key }) => {
              const id = `${baseId}-${key}`;
              const why = line.notReturnableReason || "This item can't be returned";
              return (
                <li key={key} className={styles.returnLine}>
                  <div className={styles.returnChoice}>
                    <input
                      id={`${id}-check`}
                      type="checkbox"
                      disabled={!line.returnable || busy}
                      checked={line.returnable && Boolean(chosen[key])}
                      aria-describedby={line.returnable ? undefined : `${id}-why`}
                      onChange={(event) => {
                        const checked = event.target.checked;
                        setChosen((current) => ({ ...current, [key]: checked }));
                        if (checked) setErrors((current) => ({ ...current, lines: undefined }));
                      }}
                    />
                    <label htmlFor={`${id}-check`}>
                      <span className={styles.itemTitle}>{line.title}</span>
                      {line.colour?.title ? (
                        <span className={styles.muted}> · {line.colour.title}</span>
                      ) : null}
                      <span className={styles.muted}> · Ordered: {line.quantity}</span>
                    </label>
                  </div>
                  {line.returnable ? (
                    <div className={styles.returnQuantity}>
                      <label htmlFor={`${id}-qty`}>
                        Quantity <span className="visually-hidden">of {lineName(line)}</span>
                      </label>
                      <select
                        id={`${id}-qty`}
                        disabled={!chosen[key] || busy}
                        value={quantities[key] ?? line.quantity}
                        onChange={(event) =>
                          setQuantities((current) => ({
                            ...current,
                            [key]: Number(event.target.value),
                          }))
                        }
                      >
                        {Array.from({ length: Math.max(1, line.quantity) }, (_, i) => i + 1).map(
                          (count) => (
                            <option key={count} value={count}>
                              {count}
                            </option>
                          ),
                        )}
                      </select>
                    </div>
                  ) : (
                    <p id={`${id}-why`} className={styles.returnWhyNot}>
                      {why}
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
          {errors.lines ? (
            <p id={linesErrorId} className={styles.returnError}>
              {errors.lines}
            </p>
          ) : null}
        </fieldset>

        <SelectField
          ref={reasonRef}
          label="Reason for the return"
          required
          value={reason}
          disabled={busy}
          error={errors.reason}
          onChange={(event) => {
            setReason(event.target.value);
            if (event.target.value) setErrors((current) => ({ ...current, reason: undefined }));
          }}
        >
          <option value="">Choose a reason</option>
          {RETURN_REASONS.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </SelectField>

        <TextAreaField
          ref={noteRef}
          label="Note (optional)"
          value={note}
          maxLength={RETURN_NOTE_MAX}
          rows={3}
          disabled={busy}
          hint={noteCounter(note)}
          error={errors.note}
          onChange={(event) => setNote(event.target.value)}
        />

        <ReturnPhotoPicker state={photos} disabled={busy} />

        {refusal ? (
          <p
            ref={refusalRef}
            tabIndex={-1}
            role="alert"
            className={`${styles.notice} ${styles.noticeError}`}
          >
            {refusal}
          </p>
        ) : null}

        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Close
          </Button>
          <Button
            type="submit"
            busy={busy || photos.pending}
            busyLabel={busy ? 'Requesting...' : 'Uploading photos…'}
          >
            Request Return
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
