import { DocumentTitle } from '@/components/layout/document-title';
import { ProductSearch } from '@/features/catalogue/components/product-search';
import page from './shop-page.module.css';

export function SearchRoute() {
  return (
    <>
      <DocumentTitle title="Search" />
      <section
        className={`container ${page.section} ${page.narrow}`}
        aria-labelledby="search-title"
      >
        <h1 id="search-title">Search Products</h1>
        <ProductSearch />
      </section>
    </>
  );
}
