import { data, Link, useParams, type LoaderFunctionArgs } from 'react-router';
import { DocumentTitle } from '@/components/layout/document-title';
import { PageHero } from '@/components/layout/page-hero';
import { Breadcrumb, type Crumb } from '@/components/ui/breadcrumb';
import { CATEGORIES, findCategory } from '@/config/categories';
import { paths } from '@/config/paths';
import { storeCategoryFilter } from '@/lib/category-filter';
import page from './shop-page.module.css';

/** `/shop/collections/:slug` knows only the six category slugs: others are not found. */
export function collectionLoader({ params }: LoaderFunctionArgs) {
  if (!findCategory(params.slug)) {
    // react-router answers a 404 by throwing its data response to the errorElement.
    // eslint-disable-next-line @typescript-eslint/only-throw-error
    throw data(null, { status: 404, statusText: 'Not Found' });
  }
  return null;
}

export function CollectionsRoute() {
  const { slug } = useParams();
  const category = findCategory(slug);
  const title = category?.name ?? 'All Products';
  const crumbs: Crumb[] = [
    { label: 'Home', href: paths.shop.home.getHref() },
    { label: 'Collections', href: paths.shop.collections.getHref() },
    ...(category ? [{ label: category.name }] : []),
  ];

  return (
    <>
      <DocumentTitle title={title} />
      <PageHero
        title={title}
        eyebrow="Collections"
        subtitle={category?.description}
        top={<Breadcrumb items={crumbs} />}
      />
      <section className={`container ${page.section}`} aria-labelledby="browse-categories">
        <h2 id="browse-categories" className="visually-hidden">
          Categories
        </h2>
        <ul className={page.chips}>
          <li>
            <Link
              to={paths.shop.collections.getHref()}
              className={category ? page.chip : `${page.chip} ${page.chipActive}`}
              aria-current={category ? undefined : 'page'}
              onClick={() => storeCategoryFilter(undefined)}
            >
              All Products
            </Link>
          </li>
          {CATEGORIES.map((item) => {
            const isCurrent = item.slug === category?.slug;
            return (
              <li key={item.slug}>
                <Link
                  to={paths.shop.collections.getHref(item.slug)}
                  className={isCurrent ? `${page.chip} ${page.chipActive}` : page.chip}
                  aria-current={isCurrent ? 'page' : undefined}
                  onClick={() => storeCategoryFilter(item.slug)}
                >
                  {item.name}
                </Link>
              </li>
            );
          })}
        </ul>
      </section>
    </>
  );
}
