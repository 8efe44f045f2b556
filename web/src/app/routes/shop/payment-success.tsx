import { useState } from 'react';
import { Navigate } from 'react-router';
import { DocumentTitle } from '@/components/layout/document-title';
import { paths } from '@/config/paths';
import { useUserId } from '@/features/auth/hooks/use-session';
import { useOrderedLinesCleanup } from '@/features/cart/hooks/use-ordered-lines-cleanup';
import { PaymentSuccessView } from '@/features/checkout/components/payment-success-view';
import { expirePaymentFlags, hasRecentPayment } from '@/features/checkout/utils/payment-flags';

/** Reachable only within 10 minutes of a confirmed payment in this tab. */
export function PaymentSuccessRoute() {
  const [allowed] = useState(() => {
    expirePaymentFlags(window.sessionStorage);
    return hasRecentPayment(window.sessionStorage);
  });
  const cleanup = useOrderedLinesCleanup(useUserId());
  if (!allowed) return <Navigate to={paths.root.getHref()} replace />;
  return (
    <>
      <DocumentTitle title="Payment Successful" />
      <PaymentSuccessView onCleanup={cleanup} />
    </>
  );
}
