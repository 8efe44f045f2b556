import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useToast } from '@/components/toast/toast-context';
import { buttonClassName } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useCapturePaymentMutation } from '../api/checkout-api';
import { CONFIRMATION_FAILED, PAYMENT_SUCCEEDED } from '../utils/checkout-messages';
import { CURRENT_ORDER_ID_KEY, setPaymentFlags } from '../utils/payment-flags';
import styles from './payment-success.module.css';

type ReturnState = 'confirming' | 'failed' | 'nothing';

/**
 * The end of a redirect-based payment (`?paymentId=&PayerID=&orderId=`, the order id also from
 * `currentOrderId`): the same capture call as the widget, then the success page.
 */
export function PaymentReturnView() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { toast } = useToast();
  const [capturePayment] = useCapturePaymentMutation();
  const paymentId = params.get('paymentId') ?? params.get('razorpay_payment_id') ?? '';
  const payerId = params.get('PayerID') ?? params.get('razorpay_signature') ?? '';
  const orderId =
    params.get('orderId') ?? window.sessionStorage.getItem(CURRENT_ORDER_ID_KEY) ?? '';
  const ready = Boolean(paymentId && payerId && orderId);
  const [state, setState] = useState<ReturnState>(ready ? 'confirming' : 'nothing');
  const started = useRef(false);

  useEffect(() => {
    if (!ready || started.current) return;
    started.current = true;
    capturePayment({ orderId, paymentId, payerId })
      .unwrap()
      .then(() => {
        setPaymentFlags(window.sessionStorage);
        window.sessionStorage.setItem(CURRENT_ORDER_ID_KEY, orderId);
        toast({ title: PAYMENT_SUCCEEDED, variant: 'success' });
        void navigate(paths.shop.paymentSuccess.getHref(), { replace: true });
      })
      .catch(() => {
        setState('failed');
        toast({ title: CONFIRMATION_FAILED, variant: 'destructive' });
      });
  }, [ready, orderId, paymentId, payerId, capturePayment, navigate, toast]);

  return (
    <section className={styles.section} aria-labelledby="return-title">
      <div className={styles.card}>
        <h1 id="return-title">Payment</h1>
        {state === 'confirming' ? (
          <p className={styles.lead} role="status">
            Confirming your payment…
          </p>
        ) : state === 'failed' ? (
          <p className={styles.lead} role="alert">
            {CONFIRMATION_FAILED}
          </p>
        ) : (
          <p className={styles.lead}>
            The status of your payments and orders is always under My Account.
          </p>
        )}
        {state === 'confirming' ? null : (
          <div className={styles.actions}>
            <Link to={paths.shop.account.getHref()} className={buttonClassName('primary')}>
              My Account
            </Link>
            <Link to={paths.shop.home.getHref()} className={buttonClassName('secondary')}>
              Back to Home
            </Link>
          </div>
        )}
      </div>
    </section>
  );
}
