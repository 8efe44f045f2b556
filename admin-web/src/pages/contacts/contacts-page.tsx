import { SectionPlaceholder } from '../../components/section-placeholder';

/** /admin/contacts — placeholder until the contacts feature lands. */
export function ContactsPage() {
  return <SectionPlaceholder title="Contacts" />;
}
