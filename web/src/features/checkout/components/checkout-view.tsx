import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useCodChoice } from '../hooks/use-cod-choice';
import { usePaymentFlow } from '../hooks/use-payment-flow';
import { UNABLE_TO_COMPLETE } from '../utils/checkout-messages';
import { placeOrderLabel, storeCodPlaced } from '../utils/cod';
import { lineProblems } from '../utils/line-problems';
import type { CheckoutAddress, CheckoutCustomer, CheckoutLine } from '../types/checkout';
import { CheckoutSteps } from './checkout-steps';
import { LeaveWarning } from './leave-warning';
import { OrderSummary } from './order-summary';
import { PaymentMethod } from './payment-method';
import { SandboxPaymentDialog } from './sandbox-payment-dialog';
import styles from './checkout.module.css';

type CheckoutViewProps<Line extends CheckoutLine> = {
  customer: CheckoutCustomer;
  cartId: string;
  lines: readonly Line[];
  /** Draws a summary line with its controls and its problem note (see OrderSummary). */
  renderLine?: (line: Line, note: ReactNode) => ReactNode;
  isCartLoading: boolean;
  /** The chosen delivery address (the address book's selection). */
  address: CheckoutAddress | null;
  /** The address book with "Deliver Here" buttons (from the account feature). */
  addressSection: ReactNode;
  /** The delivery promise to the chosen address's pincode (the delivery feature's). */
  deliveryPromise?: ReactNode;
};

/**
 * Signed-in checkout: steps, shipping address, order summary and Proceed to Payment. A
 * line that cannot be bought as it is (its stock, or the server's refusal) says so beside
 * it until it is fixed, and a note above Proceed to Payment points at it.
 */
export function CheckoutView<Line extends CheckoutLine>({
  customer,
  cartId,
  lines,
  renderLine,
  isCartLoading,
  address,
  addressSection,
  deliveryPromise,
}: CheckoutViewProps<Line>) {
  const navigate = useNavigate();
  const cod = useCodChoice({ address, lines });
  const flow = usePaymentFlow({
    customer,
    lines,
    cartId,
    address,
    paymentMethod: cod.method,
    onPaid: () => void navigate(paths.shop.paymentSuccess.getHref()),
    onCodPlaced: (placed) => {
      storeCodPlaced(window.sessionStorage, placed);
      void navigate(paths.shop.codPlaced.getHref());
    },
    onCodRefused: cod.refuse,
  });
  const isEmpty = lines.length === 0;
  const problems = lineProblems(lines, flow.refused);
  const hasProblems = problems.size > 0 || flow.unmatchedProblems.length > 0;

  return (
    <div className={styles.page}>
      <CheckoutSteps current={flow.inProgress || address ? 'Payment' : 'Address'} />
      {flow.inProgress ? (
        <div className={styles.banner} role="alert">
          <strong>Payment in Progress</strong>
          <span>Please complete the payment and do not close or leave this page.</span>
        </div>
      ) : null}
      <div className={styles.columns}>
        <section className={styles.card} aria-labelledby="shipping-title">
          <h2 id="shipping-title" className={styles.heading}>
            Shipping Address
          </h2>
          {addressSection}
        </section>
        <section className={styles.card} aria-labelledby="summary-title">
          <h2 id="summary-title" className={styles.heading}>
            Order Summary
          </h2>
          {isCartLoading ? (
            <p className={styles.muted} role="status">
              Loading your cart…
            </p>
          ) : isEmpty ? (
            <p className={styles.muted}>Your cart is empty</p>
          ) : (
            <OrderSummary lines={lines} problems={problems} renderLine={renderLine} />
          )}
          {address ? (
            <p className={styles.deliverTo}>
              Delivering to <strong>{address.name}</strong>, {address.city} - {address.pincode}
            </p>
          ) : null}
          {address && deliveryPromise ? (
            <div className={styles.deliveryPromise}>{deliveryPromise}</div>
          ) : null}
          {hasProblems ? (
            <div className={styles.problems} role="alert">
              <strong>{UNABLE_TO_COMPLETE}</strong>
              {problems.size > 0 ? <span>Please fix the items marked in your order.</span> : null}
              {flow.unmatchedProblems.length > 0 ? (
                <ul>
                  {flow.unmatchedProblems.map((problem) => (
                    <li key={problem}>{problem}</li>
                  ))}
                </ul>
              ) : null}
            </div>
          ) : null}
          <PaymentMethod choice={cod} disabled={flow.busy || isEmpty || isCartLoading} />
          <Button
            block
            onClick={flow.start}
            disabled={isEmpty || isCartLoading || !cod.ready}
            busy={flow.busy}
            busyLabel={
              cod.method === 'cod' && cod.quote?.level === 'low'
                ? 'Placing your order...'
                : 'Processing Payment...'
            }
          >
            {placeOrderLabel(cod.method, cod.quote)}
          </Button>
          <p className={styles.note}>
            By placing your order you agree to our Terms &amp; Conditions and Privacy Policy.
            Payments are processed securely by Razorpay.
          </p>
        </section>
      </div>
      <SandboxPaymentDialog
        payment={flow.sandbox}
        busy={flow.sandboxBusy}
        onPay={() => flow.sandboxPay('success')}
        onFail={() => flow.sandboxPay('failure')}
        onCancel={flow.sandboxCancel}
      />
      <LeaveWarning activeRef={flow.inProgressRef} active={flow.inProgress} />
    </div>
  );
}
