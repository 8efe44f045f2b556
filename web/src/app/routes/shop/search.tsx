import { DocumentTitle } from '@/components/layout/document-title';
import { useUserId } from '@/features/auth/hooks/use-session';
import { QuickAddButton } from '@/features/cart/components/add-to-cart-button';
import { ProductSearch } from '@/features/catalogue/components/product-search';
import page from './shop-page.module.css';

export function SearchRoute() {
  const userId = useUserId();
  return (
    <>
      <DocumentTitle title="Search" />
      <section
        className={`container ${page.section} ${page.narrow}`}
        aria-labelledby="search-title"
      >
        <h1 id="search-title">Search Products</h1>
        <ProductSearch
          resultActions={(product) => <QuickAddButton userId={userId} product={product} />}
        />
      </section>
    </>
  );
}
