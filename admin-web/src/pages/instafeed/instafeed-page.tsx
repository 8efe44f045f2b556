import { SectionPlaceholder } from '../../components/section-placeholder';

/** /admin/instafeed — placeholder until the instafeed feature lands. */
export function InstafeedPage() {
  return <SectionPlaceholder title="Instafeed" />;
}
