import { useSearchParams } from 'react-router';
import { DocumentTitle } from '@/components/layout/document-title';
import { MetaDescription } from '@/components/layout/meta-description';
import { PageHero } from '@/components/layout/page-hero';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { paths } from '@/config/paths';
import { useGetNewArrivalsQuery } from '@/features/catalogue/api/catalogue-api';
import { EmptyCollection } from '@/features/catalogue/components/empty-collection';
import { JsonLd } from '@/features/catalogue/components/json-ld';
import { ProductGrid, ProductGridSkeleton } from '@/features/catalogue/components/product-grid';
import { QueryError } from '@/features/catalogue/components/query-error';
import { SortSelect } from '@/features/catalogue/components/sort-select';
import {
  readListingFilters,
  writeListingFilters,
  type SortOption,
} from '@/features/catalogue/utils/listing-query';
import { itemListJsonLd } from '@/features/catalogue/utils/structured-data';
import { storeCategoryFilter } from '@/lib/category-filter';
import { siteOrigin } from '@/lib/origin';
import styles from './collections.module.css';
import page from './shop-page.module.css';

const DESCRIPTION = 'The latest sarees to arrive at the boutique.';

/** `/shop/new-arrivals`: products with isNewArrival, sortable (`?sortBy=`). */
export function NewArrivalsRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { sortBy } = readListingFilters(searchParams);
  const { data, error, isLoading, isFetching, refetch } = useGetNewArrivalsQuery(sortBy);
  const products = data ?? [];

  function chooseSort(next: SortOption) {
    setSearchParams(writeListingFilters({ price: [], sortBy: next }), { replace: true });
  }

  return (
    <>
      <DocumentTitle title="New Arrivals" />
      <MetaDescription content={DESCRIPTION} />
      {products.length > 0 ? (
        <JsonLd
          data={itemListJsonLd('New Arrivals', products, {
            origin: siteOrigin(),
            productUrl: paths.shop.details.getHref,
          })}
        />
      ) : null}
      <PageHero
        title="New Arrivals"
        eyebrow="Just in"
        subtitle={DESCRIPTION}
        top={
          <Breadcrumb
            items={[{ label: 'Home', href: paths.shop.home.getHref() }, { label: 'New Arrivals' }]}
          />
        }
      />
      <section
        className={`container ${page.section}`}
        aria-labelledby="results-title"
        aria-busy={isFetching}
      >
        <div className={styles.toolbar}>
          <h2 id="results-title" className={styles.count} aria-live="polite">
            {data
              ? `${products.length} ${products.length === 1 ? 'product' : 'products'}`
              : 'Products'}
          </h2>
          <SortSelect value={sortBy} onChange={chooseSort} />
        </div>
        {isLoading ? (
          <ProductGridSkeleton />
        ) : error && !data ? (
          <QueryError error={error} onRetry={() => void refetch()} />
        ) : products.length === 0 ? (
          <EmptyCollection onBrowseAll={() => storeCategoryFilter(undefined)} />
        ) : (
          <div className={isFetching ? styles.refreshing : undefined}>
            <ProductGrid products={products} label="New Arrivals" />
          </div>
        )}
      </section>
    </>
  );
}
