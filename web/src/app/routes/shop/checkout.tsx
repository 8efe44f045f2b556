import { DocumentTitle } from '@/components/layout/document-title';
import { PageHero } from '@/components/layout/page-hero';
import { RequireCustomer } from '@/features/auth/components/guards';
import page from './shop-page.module.css';

const STEPS = ['Cart', 'Address', 'Payment'] as const;

export function CheckoutRoute() {
  return (
    <RequireCustomer>
      <DocumentTitle title="Checkout" />
      <PageHero title="Checkout" eyebrow="Secure checkout" />
      <section className={`container ${page.section}`} aria-label="Checkout progress">
        <ol className={page.steps}>
          {STEPS.map((step, index) => (
            <li
              key={step}
              className={index === 0 ? `${page.step} ${page.stepCurrent}` : page.step}
              aria-current={index === 0 ? 'step' : undefined}
            >
              {step}
            </li>
          ))}
        </ol>
      </section>
    </RequireCustomer>
  );
}
