import { useMemo, useState } from 'react';
import { Navigate } from 'react-router';
import { DocumentTitle } from '@/components/layout/document-title';
import { paths } from '@/config/paths';
import { useUserId } from '@/features/auth/hooks/use-session';
import { useOrderedLinesCleanup } from '@/features/cart/hooks/use-ordered-lines-cleanup';
import { PaymentSuccessView } from '@/features/checkout/components/payment-success-view';
import type { PurchasedOrder } from '@/features/checkout/types/checkout';
import {
  CURRENT_ORDER_ID_KEY,
  expirePaymentFlags,
  hasRecentPayment,
} from '@/features/checkout/utils/payment-flags';
import { useGetOrderDetailsQuery } from '@/features/orders/api/orders-api';
import { OrderReceipt } from '@/features/orders/components/order-receipt';

/** What this tab's sessionStorage says: may the page show, and which order was paid. */
function readPaymentState(): { allowed: boolean; orderId: string | null } {
  if (typeof window === 'undefined') return { allowed: false, orderId: null };
  expirePaymentFlags(window.sessionStorage);
  return {
    allowed: hasRecentPayment(window.sessionStorage),
    orderId: window.sessionStorage.getItem(CURRENT_ORDER_ID_KEY),
  };
}

/**
 * Reachable only within 10 minutes of a confirmed payment in this tab. The paid order is
 * read through the orders API (`GET /shop/order/details/{id}`) and shown with the orders
 * feature's receipt.
 */
export function PaymentSuccessRoute() {
  const [{ allowed, orderId }] = useState(readPaymentState);
  const cleanup = useOrderedLinesCleanup(useUserId());
  const details = useGetOrderDetailsQuery(orderId ?? '', { skip: !allowed || !orderId });
  const found = details.data;
  const order = useMemo<PurchasedOrder | null>(
    () =>
      found
        ? {
            id: found.id,
            totalAmount: found.totalAmount,
            lines: found.cartItems.map((line) => ({
              productId: line.productId,
              colorId: line.colour?.id || null,
              quantity: line.quantity,
            })),
          }
        : null,
    [found],
  );
  if (!allowed) return <Navigate to={paths.root.getHref()} replace />;
  return (
    <>
      <DocumentTitle title="Payment Successful" />
      <PaymentSuccessView
        orderId={orderId}
        order={order}
        onCleanup={cleanup}
        details={
          found ? (
            <OrderReceipt order={found} headingLevel={2} />
          ) : details.isError ? (
            <p role="alert">
              We couldn&apos;t load your order just now. You can find it under My Account.
            </p>
          ) : orderId ? (
            <p role="status">Loading your order…</p>
          ) : null
        }
      />
    </>
  );
}
