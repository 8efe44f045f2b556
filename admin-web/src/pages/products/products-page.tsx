import { SectionPlaceholder } from '../../components/section-placeholder';

/** /admin/products — placeholder until the products feature lands. */
export function ProductsPage() {
  return <SectionPlaceholder title="Products" />;
}
