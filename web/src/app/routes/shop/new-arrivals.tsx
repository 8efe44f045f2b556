import { DocumentTitle } from '@/components/layout/document-title';
import { PageHero } from '@/components/layout/page-hero';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { paths } from '@/config/paths';

export function NewArrivalsRoute() {
  return (
    <>
      <DocumentTitle title="New Arrivals" />
      <PageHero
        title="New Arrivals"
        eyebrow="Just in"
        subtitle="The latest sarees to arrive at the boutique."
        top={
          <Breadcrumb
            items={[{ label: 'Home', href: paths.shop.home.getHref() }, { label: 'New Arrivals' }]}
          />
        }
      />
    </>
  );
}
