import { Link, Navigate } from 'react-router';
import { DocumentTitle } from '@/components/layout/document-title';
import { buttonClassName } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { hasRecentPayment } from '@/features/checkout/utils/payment-flags';
import page from './shop-page.module.css';

export function PaymentSuccessRoute() {
  if (!hasRecentPayment(window.sessionStorage)) {
    return <Navigate to={paths.root.getHref()} replace />;
  }
  return (
    <>
      <DocumentTitle title="Payment Successful" />
      <section className={`container ${page.section} ${page.narrow}`} aria-labelledby="paid-title">
        <div className={page.card}>
          <p className={page.label}>Payment Successful</p>
          <h1 id="paid-title">Thank You For Your Order</h1>
          <p className={page.lead}>
            Your payment went through. You can follow your order under My Account.
          </p>
          <div className={page.actions}>
            <Link to={paths.shop.account.getHref()} className={buttonClassName('primary')}>
              View Orders
            </Link>
            <Link to={paths.shop.home.getHref()} className={buttonClassName('secondary')}>
              Back to Home
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
