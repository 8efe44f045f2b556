import { useSyncExternalStore } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { DocumentTitle } from '@/components/layout/document-title';
import { MetaDescription } from '@/components/layout/meta-description';
import { PageHero } from '@/components/layout/page-hero';
import { Breadcrumb, type Crumb } from '@/components/ui/breadcrumb';
import { Button } from '@/components/ui/button';
import { findCategory } from '@/config/categories';
import { paths } from '@/config/paths';
import { useGetCollectionPageQuery } from '@/features/catalogue/api/catalogue-api';
import { CollectionFilters } from '@/features/catalogue/components/collection-filters';
import { EmptyCollection } from '@/features/catalogue/components/empty-collection';
import { JsonLd } from '@/features/catalogue/components/json-ld';
import { ProductGrid, ProductGridSkeleton } from '@/features/catalogue/components/product-grid';
import { isNotFoundError, QueryError } from '@/features/catalogue/components/query-error';
import { SortSelect } from '@/features/catalogue/components/sort-select';
import {
  collectionHref,
  useCollectionFilters,
} from '@/features/catalogue/hooks/use-collection-filters';
import { hasActiveFilters } from '@/features/catalogue/utils/listing-query';
import { itemListJsonLd, metaDescription } from '@/features/catalogue/utils/structured-data';
import { readCategoryFilter, storeCategoryFilter } from '@/lib/category-filter';
import { siteOrigin } from '@/lib/origin';
import styles from './collections.module.css';

const ALL_PRODUCTS = 'All Products';

const noSubscription = () => () => undefined;
const storedCategory = () => readCategoryFilter()?.category ?? null;
const noStoredCategory = () => null;

function productCount(count: number): string {
  return `${count} ${count === 1 ? 'product' : 'products'}`;
}

/** `/shop/collections` and `/shop/collections/:slug`: hero, filters, sort and the grid. */
export function CollectionsRoute() {
  const { slug } = useParams();
  const { filters } = useCollectionFilters(slug);
  // The header's menu remembers a category for the tab: honour it on the plain page. Read as
  // an external store: a server-rendered page hydrates as rendered (no category), then moves.
  const stored = useSyncExternalStore(noSubscription, storedCategory, noStoredCategory);
  if (!slug && stored) {
    return <Navigate to={collectionHref(stored, filters)} replace />;
  }
  return <CollectionPage slug={slug} />;
}

function CollectionPage({ slug }: { slug: string | undefined }) {
  const navigate = useNavigate();
  const { filters, chooseCategory, chooseBucket, chooseSort, clearAll } =
    useCollectionFilters(slug);
  const { data, error, isLoading, isFetching, refetch } = useGetCollectionPageQuery({
    slug,
    price: filters.price,
    sortBy: filters.sortBy,
  });

  const notFound = Boolean(slug) && ((data && !data.category) || isNotFoundError(error));
  if (notFound) {
    return (
      <section className={`container ${styles.notFound}`} aria-labelledby="page-title">
        <DocumentTitle title="Page not found" />
        <h1 id="page-title">This page doesn&apos;t exist.</h1>
        <p>We could not find that collection.</p>
        <Button onClick={() => void navigate(paths.shop.home.getHref())}>Go Back Home</Button>
      </section>
    );
  }

  const category = data?.category ?? null;
  const known = findCategory(slug);
  const title = category?.name || (slug ? (known?.name ?? '') : ALL_PRODUCTS);
  const description = category?.description || known?.description || '';
  const products = data?.products ?? [];
  const crumbs: Crumb[] = [
    { label: 'Home', href: paths.shop.home.getHref() },
    {
      label: 'Collections',
      href: paths.shop.collections.getHref(),
      onClick: () => storeCategoryFilter(undefined),
    },
    ...(slug ? [{ label: title || 'Collection' }] : []),
  ];
  const origin = siteOrigin();

  return (
    <>
      <DocumentTitle title={title || 'Collections'} />
      <MetaDescription
        content={metaDescription(
          description ||
            'Shop handpicked sarees: Tussar, Banaras, Cotton, Organza, Georgette and more, shipped free across India.',
        )}
      />
      {data && products.length > 0 ? (
        <JsonLd
          data={itemListJsonLd(title || ALL_PRODUCTS, products, {
            origin,
            productUrl: paths.shop.details.getHref,
          })}
        />
      ) : null}
      <PageHero
        title={title || 'Collection'}
        eyebrow="Collections"
        top={<Breadcrumb items={crumbs} />}
      />
      <div className={`container ${styles.layout}`}>
        <CollectionFilters
          categories={data?.categories ?? []}
          selectedCategory={slug}
          selectedBuckets={filters.price}
          onCategoryClick={chooseCategory}
          onBucketToggle={chooseBucket}
          onClearAll={clearAll}
        />
        <section className={styles.results} aria-labelledby="results-title" aria-busy={isFetching}>
          <div className={styles.toolbar}>
            <h2 id="results-title" className={styles.count} aria-live="polite">
              {data ? productCount(Math.max(data.total, products.length)) : 'Products'}
            </h2>
            <SortSelect value={filters.sortBy} onChange={chooseSort} />
          </div>
          {isLoading ? (
            <ProductGridSkeleton />
          ) : error && !data ? (
            <QueryError error={error} onRetry={() => void refetch()} />
          ) : products.length === 0 ? (
            <EmptyCollection
              onClearFilters={hasActiveFilters(slug, filters) ? clearAll : undefined}
              onBrowseAll={() => storeCategoryFilter(undefined)}
            />
          ) : (
            <div className={isFetching ? styles.refreshing : undefined}>
              <ProductGrid products={products} label={title || ALL_PRODUCTS} />
            </div>
          )}
        </section>
      </div>
      {description && slug ? (
        <section className={styles.about} aria-labelledby="about-title">
          <div className="container">
            <h2 id="about-title">About {title}</h2>
            <p>{description}</p>
          </div>
        </section>
      ) : null}
    </>
  );
}
