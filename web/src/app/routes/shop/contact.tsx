import { DocumentTitle } from '@/components/layout/document-title';
import { PageHero } from '@/components/layout/page-hero';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { paths } from '@/config/paths';
import { BUSINESS_HOURS } from '@/config/store-info';
import page from './shop-page.module.css';

export function ContactRoute() {
  return (
    <>
      <DocumentTitle title="Contact Us" />
      <PageHero
        title="Contact Us"
        eyebrow="We are here to help"
        subtitle="Questions about a saree, an order or a return? Reach out and we will gladly help."
        top={
          <Breadcrumb
            items={[{ label: 'Home', href: paths.shop.home.getHref() }, { label: 'Contact' }]}
          />
        }
      />
      <section className={`container ${page.section}`} aria-labelledby="hours-title">
        <div className={`${page.card} ${page.narrow}`}>
          <p className={page.label}>Business hours</p>
          <h2 id="hours-title">{BUSINESS_HOURS}</h2>
        </div>
      </section>
    </>
  );
}
