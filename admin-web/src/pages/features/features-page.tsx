import { SectionPlaceholder } from '../../components/section-placeholder';

/** /admin/features — placeholder until the features feature lands. */
export function FeaturesPage() {
  return <SectionPlaceholder title="Features" />;
}
