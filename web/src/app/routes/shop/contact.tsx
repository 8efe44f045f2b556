import { DocumentTitle } from '@/components/layout/document-title';
import { PageHero } from '@/components/layout/page-hero';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { paths } from '@/config/paths';
import { ContactCards } from '@/features/content/components/contact-cards';
import { ContactForm } from '@/features/content/components/contact-form';
import { SocialLinks } from '@/features/content/components/social-links';
import styles from './contact.module.css';
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
      <div className={`container ${page.section} ${styles.layout}`}>
        <ContactCards />
        <div className={styles.columns}>
          <ContactForm />
          <section className={styles.follow} aria-labelledby="follow-title">
            <h2 id="follow-title">Follow Us</h2>
            <p>New weaves, styling ideas and offers, first on our social pages.</p>
            <SocialLinks size={24} label="Our social pages" />
          </section>
        </div>
      </div>
    </>
  );
}
