import { SectionPlaceholder } from '../../components/section-placeholder';

/** /admin/orders — placeholder until the orders feature lands. */
export function OrdersPage() {
  return <SectionPlaceholder title="Orders" />;
}
