import { useSearchParams } from 'react-router';
import { DocumentTitle } from '@/components/layout/document-title';
import { CodConfirmView } from '@/features/checkout/components/cod-confirm-view';
import { codConfirmParams } from '@/features/checkout/utils/cod';

/** `/cod/confirm?order={id}&token={token}`: public, one press confirms (never the GET). */
export function CodConfirmRoute() {
  const [search] = useSearchParams();
  return (
    <>
      <DocumentTitle title="Confirm your order" />
      <CodConfirmView link={codConfirmParams(search)} />
    </>
  );
}
