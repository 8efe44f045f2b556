import { Link } from 'react-router';
import { DocumentTitle } from '@/components/layout/document-title';
import { PageHero } from '@/components/layout/page-hero';
import { buttonClassName } from '@/components/ui/button';
import { paths } from '@/config/paths';
import page from './shop-page.module.css';

export function PaymentReturnRoute() {
  return (
    <>
      <DocumentTitle title="Payment" />
      <PageHero title="Payment" eyebrow="Checkout" />
      <section className={`container ${page.section} ${page.narrow}`}>
        <p className={page.lead}>
          The status of your payments and orders is always under My Account.
        </p>
        <div className={page.actions}>
          <Link to={paths.shop.account.getHref()} className={buttonClassName('primary')}>
            My Account
          </Link>
          <Link to={paths.shop.home.getHref()} className={buttonClassName('secondary')}>
            Back to Home
          </Link>
        </div>
      </section>
    </>
  );
}
