import { SectionPlaceholder } from '../../components/section-placeholder';

/** /admin/users — placeholder until the users feature lands. */
export function UsersPage() {
  return <SectionPlaceholder title="Users" />;
}
