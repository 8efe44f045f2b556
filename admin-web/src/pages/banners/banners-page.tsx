import { SectionPlaceholder } from '../../components/section-placeholder';

/** /admin/banners — placeholder until the banners feature lands. */
export function BannersPage() {
  return <SectionPlaceholder title="Banners" />;
}
