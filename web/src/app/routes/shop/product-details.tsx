import { DocumentTitle } from '@/components/layout/document-title';
import { PageHero } from '@/components/layout/page-hero';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { paths } from '@/config/paths';

export function ProductDetailsRoute() {
  return (
    <>
      <DocumentTitle title="Product Details" />
      <PageHero
        title="Product Details"
        top={
          <Breadcrumb
            items={[
              { label: 'Home', href: paths.shop.home.getHref() },
              { label: 'Collections', href: paths.shop.collections.getHref() },
              { label: 'Product Details' },
            ]}
          />
        }
      />
    </>
  );
}
