import { DocumentTitle } from '@/components/layout/document-title';
import { PaymentReturnView } from '@/features/checkout/components/payment-return-view';

export function PaymentReturnRoute() {
  return (
    <>
      <DocumentTitle title="Payment" />
      <PaymentReturnView />
    </>
  );
}
