import { useCallback, useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { getApiErrorMessage, getApiErrorStatus } from '@boutique/web-kit/api-error';
import { useToast, type ToastOptions } from '@/components/toast/toast-context';
import { baseApi } from '@/lib/api';
import {
  useCancelPaymentMutation,
  useCapturePaymentMutation,
  useCreateOrderMutation,
  useGetPaymentConfigQuery,
  useSandboxPayMutation,
} from '../api/checkout-api';
import type {
  CheckoutAddress,
  CheckoutCustomer,
  CheckoutLine,
  PaymentMethod,
  PaymentSuccessResponse,
} from '../types/checkout';
import type { CodPlaced } from '../utils/cod';
import {
  CONFIRMATION_FAILED,
  createFailureToast,
  EMPTY_CART,
  INIT_FAILED,
  NO_ADDRESS,
  PAYMENT_CANCELLED,
  PAYMENT_FAILED,
  PAYMENT_SUCCEEDED,
  PAYMENT_TIMEOUT_MS,
  SDK_MISSING,
  TIMED_OUT,
} from '../utils/checkout-messages';
import { refusedLines, type RefusedLine } from '../utils/line-problems';
import { attemptFor, isRetryableFailure, type OrderAttempt } from '../utils/order-attempt';
import { checkoutTotal, orderCreateBody } from '../utils/order-body';
import { CURRENT_ORDER_ID_KEY, setPaymentFlags } from '../utils/payment-flags';
import { loadRazorpay, razorpayConstructor, type RazorpayInstance } from '../utils/razorpay';

export type PaymentPhase = 'idle' | 'creating' | 'paying' | 'capturing';

export type SandboxPayment = {
  razorpayOrderId: string;
  /** Paise. */
  amount: number;
  currency: string;
};

type PaymentFlowInput = {
  customer: CheckoutCustomer;
  lines: readonly CheckoutLine[];
  cartId: string;
  address: CheckoutAddress | null;
  /** Online, or cash on delivery (a medium-risk one pays its advance in the same window). */
  paymentMethod?: PaymentMethod;
  /** After a confirmed capture (flags stored): go to the success page. */
  onPaid: () => void;
  /** A low-risk COD order was stored: nothing to pay now, it waits for the e-mail's link. */
  onCodPlaced?: (placed: CodPlaced) => void;
  /** The server refused cash on delivery for this order (409): its words. */
  onCodRefused?: (message: string) => void;
};

/** The per-line messages of a 409 answer to the order create (`problems`). */
function stockProblemsOf(error: unknown): string[] {
  if (getApiErrorStatus(error) !== 409) return [];
  const data = (error as { data?: { problems?: unknown } }).data;
  const problems = Array.isArray(data?.problems) ? data.problems : [];
  return problems.filter((problem): problem is string => typeof problem === 'string');
}

const failed = (description?: string): ToastOptions => ({
  title: PAYMENT_FAILED,
  description: description || undefined,
  variant: 'destructive',
});

/**
 * The checkout and payment states: idle → the order is created (its id in
 * sessionStorage `currentOrderId`) → the payment window (Razorpay's widget, or the sandbox
 * dialog) → capture → flags and the success page. Failure, cancel and the 5-minute timeout
 * return to idle and tell the server (cancel-payment), so the order's units go back to
 * stock at once; the next press waits for that call and pays the same order again (the
 * server answers it for the same basket and takes the units again).
 */
export function usePaymentFlow({
  customer,
  lines,
  cartId,
  address,
  paymentMethod = 'razorpay',
  onPaid,
  onCodPlaced,
  onCodRefused,
}: PaymentFlowInput) {
  const { toast } = useToast();
  const config = useGetPaymentConfigQuery();
  const [createOrder] = useCreateOrderMutation();
  const [capturePayment] = useCapturePaymentMutation();
  const [cancelPayment] = useCancelPaymentMutation();
  const [sandboxPay, sandboxState] = useSandboxPayMutation();
  const [phase, setPhaseState] = useState<PaymentPhase>('idle');
  const [sandbox, setSandbox] = useState<SandboxPayment | null>(null);
  const dispatch = useDispatch();
  /** The last refused create's problems: by line, and those that name no line. */
  const [refusal, setRefusal] = useState<{ refused: RefusedLine[]; unmatched: string[] }>({
    refused: [],
    unmatched: [],
  });
  const phaseRef = useRef<PaymentPhase>('idle');
  const attemptRef = useRef<OrderAttempt | null>(null);
  const sessionRef = useRef(0);
  const timerRef = useRef<number | null>(null);
  const widgetRef = useRef<RazorpayInstance | null>(null);
  /** The order whose payment window is open. */
  const openOrderRef = useRef<string | null>(null);
  /** The cancel-payment call of the last window closed without a payment, if running. */
  const releasingRef = useRef<Promise<unknown> | null>(null);

  const setPhase = useCallback((next: PaymentPhase) => {
    phaseRef.current = next;
    setPhaseState(next);
  }, []);

  const stopWindow = useCallback(() => {
    if (timerRef.current !== null) window.clearTimeout(timerRef.current);
    timerRef.current = null;
    setSandbox(null);
    try {
      widgetRef.current?.close?.();
    } catch {
      // the widget is gone already
    }
    widgetRef.current = null;
  }, []);

  /**
   * Ends the payment window of `session` (if still open) with a message, and gives the
   * order's units back (best effort: the server's 30-minute expiry is the safety net).
   */
  const end = useCallback(
    (session: number, message: ToastOptions) => {
      if (session !== sessionRef.current || phaseRef.current !== 'paying') return;
      sessionRef.current += 1;
      stopWindow();
      const orderId = openOrderRef.current;
      openOrderRef.current = null;
      if (orderId) {
        releasingRef.current = cancelPayment({ orderId })
          .unwrap()
          .catch(() => undefined);
      }
      setPhase('idle');
      toast(message);
    },
    [cancelPayment, setPhase, stopWindow, toast],
  );

  // Leaving the page with the window open abandons the payment: its units go back too.
  // (The mutation trigger is stable, so this runs on unmount only.)
  useEffect(
    () => () => {
      sessionRef.current += 1;
      if (timerRef.current !== null) window.clearTimeout(timerRef.current);
      const orderId = openOrderRef.current;
      openOrderRef.current = null;
      if (orderId) void cancelPayment({ orderId });
    },
    [cancelPayment],
  );

  async function capture(orderId: string, response: PaymentSuccessResponse) {
    // A payment went through: confirm it even if the window had timed out meanwhile.
    sessionRef.current += 1;
    openOrderRef.current = null;
    stopWindow();
    setPhase('capturing');
    try {
      await capturePayment({
        orderId,
        paymentId: response.razorpay_payment_id,
        signature: response.razorpay_signature,
      }).unwrap();
      setPaymentFlags(window.sessionStorage);
      setPhase('idle');
      toast({ title: PAYMENT_SUCCEEDED, variant: 'success' });
      onPaid();
    } catch (error) {
      setPhase('idle');
      // 409: the server's word (e.g. the units sold out meanwhile: refunded in full).
      const message = getApiErrorStatus(error) === 409 ? getApiErrorMessage(error, '') : '';
      toast({ title: message || CONFIRMATION_FAILED, variant: 'destructive' });
    }
  }

  async function start() {
    if (phaseRef.current !== 'idle') return;
    if (lines.length === 0) {
      toast({ title: EMPTY_CART, variant: 'destructive' });
      return;
    }
    if (!address) {
      toast({ title: NO_ADDRESS, variant: 'destructive' });
      return;
    }
    setPhase('creating');
    // The last closed window's units go back first, so this attempt can take them again.
    if (releasingRef.current) await releasingRef.current;
    releasingRef.current = null;
    const fingerprint = JSON.stringify({
      lines: lines.map((line) => [line.productId, line.colorId, line.quantity]),
      address: address.id,
      total: checkoutTotal(lines),
      paymentMethod,
    });
    const attempt = attemptFor(attemptRef.current, fingerprint, () =>
      orderCreateBody({ customer, lines, cartId, address, now: new Date(), paymentMethod }),
    );
    attemptRef.current = attempt;

    let created;
    try {
      created = await createOrder({ body: attempt.body, idempotencyKey: attempt.key }).unwrap();
    } catch (error) {
      // Without a definitive answer the next press retries this attempt (same key and body).
      if (!isRetryableFailure(getApiErrorStatus(error))) attemptRef.current = null;
      window.sessionStorage.removeItem(CURRENT_ORDER_ID_KEY);
      setPhase('idle');
      toast(createFailureToast(error));
      const problems = stockProblemsOf(error);
      if (paymentMethod === 'cod' && getApiErrorStatus(error) === 409 && problems.length === 0) {
        // Cash on delivery refused (high risk, or no longer offered): online stays.
        onCodRefused?.(getApiErrorMessage(error, ''));
      }
      if (problems.length > 0) {
        // Each problem goes beside its line until fixed; the cart is read again for the
        // stock as it is now.
        setRefusal(refusedLines(lines, problems));
        dispatch(baseApi.util.invalidateTags(['Cart']));
      }
      return;
    }
    setRefusal({ refused: [], unmatched: [] });
    attemptRef.current = null;
    if (created.provider === 'cod') {
      // Low-risk cash on delivery: stored, its units reserved; confirmed from the e-mail.
      window.sessionStorage.removeItem(CURRENT_ORDER_ID_KEY);
      dispatch(baseApi.util.invalidateTags([{ type: 'Order', id: 'LIST' }]));
      setPhase('idle');
      onCodPlaced?.({ orderId: created.orderId, message: created.message });
      return;
    }
    window.sessionStorage.setItem(CURRENT_ORDER_ID_KEY, created.orderId);
    openOrderRef.current = created.orderId;

    sessionRef.current += 1;
    const session = sessionRef.current;
    setPhase('paying');
    timerRef.current = window.setTimeout(() => end(session, TIMED_OUT), PAYMENT_TIMEOUT_MS);

    const provider = config.data?.provider ?? created.provider;
    if (provider === 'sandbox') {
      setSandbox({
        razorpayOrderId: created.razorpayOrderId,
        amount: created.amount,
        currency: created.currency,
      });
      return;
    }
    if (provider !== 'razorpay') {
      end(session, INIT_FAILED);
      return;
    }
    const loaded = await loadRazorpay();
    const Razorpay = razorpayConstructor();
    if (!loaded || !Razorpay) {
      end(session, { title: SDK_MISSING, variant: 'destructive' });
      return;
    }
    if (session !== sessionRef.current) return; // timed out while the script loaded
    const orderId = created.orderId;
    try {
      const widget = new Razorpay({
        key: config.data?.keyId || created.keyId,
        amount: created.amount,
        currency: created.currency,
        name: 'Saree Boutique',
        description: paymentMethod === 'cod' ? 'Cash on delivery advance' : 'Order payment',
        order_id: created.razorpayOrderId,
        prefill: {
          name: customer.name || address.name,
          email: customer.email,
          contact: customer.phone || address.phone,
        },
        theme: { color: '#5b1a2b' },
        handler: (response) => void capture(orderId, response),
        modal: {
          ondismiss: () => end(session, { title: PAYMENT_CANCELLED, variant: 'destructive' }),
        },
      });
      widget.on('payment.failed', (response) => end(session, failed(response.error?.description)));
      widgetRef.current = widget;
      widget.open();
    } catch {
      end(session, INIT_FAILED);
    }
  }

  async function payInSandbox(outcome: 'success' | 'failure') {
    const open = sandbox;
    const session = sessionRef.current;
    const orderId = window.sessionStorage.getItem(CURRENT_ORDER_ID_KEY);
    if (!open || !orderId) return;
    try {
      const answer = await sandboxPay({ razorpayOrderId: open.razorpayOrderId, outcome }).unwrap();
      if (answer.ok) await capture(orderId, answer.response);
      else end(session, failed(answer.error.description));
    } catch (error) {
      end(session, failed(getApiErrorMessage(error, '')));
    }
  }

  return {
    phase,
    busy: phase !== 'idle',
    /** The payment-in-progress flag: from the order's creation until the window closes. */
    inProgress: phase === 'paying' || phase === 'capturing',
    inProgressRef: phaseRef,
    /** The lines the last order create refused, with the server's words. */
    refused: refusal.refused,
    /** The last refusal's problems that name no line of the cart. */
    unmatchedProblems: refusal.unmatched,
    start: () => void start(),
    sandbox,
    sandboxBusy: sandboxState.isLoading || phase === 'capturing',
    sandboxPay: (outcome: 'success' | 'failure') => void payInSandbox(outcome),
    sandboxCancel: () =>
      end(sessionRef.current, { title: PAYMENT_CANCELLED, variant: 'destructive' }),
  };
}
