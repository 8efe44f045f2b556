import { SectionPlaceholder } from '../../components/section-placeholder';

/** /admin/reviews — placeholder until the reviews feature lands. */
export function ReviewsPage() {
  return <SectionPlaceholder title="Reviews" />;
}
