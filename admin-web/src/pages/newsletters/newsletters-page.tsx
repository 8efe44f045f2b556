import { SectionPlaceholder } from '../../components/section-placeholder';

/** /admin/newsletters — placeholder until the newsletters feature lands. */
export function NewslettersPage() {
  return <SectionPlaceholder title="Newsletters" />;
}
