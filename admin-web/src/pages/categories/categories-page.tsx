import { SectionPlaceholder } from '../../components/section-placeholder';

/** /admin/categories — placeholder until the categories feature lands. */
export function CategoriesPage() {
  return <SectionPlaceholder title="Categories" />;
}
