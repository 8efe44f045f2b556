import { useMemo, useSyncExternalStore } from 'react';
import { DocumentTitle } from '@/components/layout/document-title';
import { CodPlacedView } from '@/features/checkout/components/cod-placed-view';
import { COD_PLACED_KEY, readCodPlaced } from '@/features/checkout/utils/cod';

const noSubscription = () => () => {};
const stored = () => window.sessionStorage.getItem(COD_PLACED_KEY);
const nothingStored = () => null;

/** "Confirm your order by e-mail", after a low-risk cash-on-delivery order (this tab's). */
export function CodPlacedRoute() {
  // Read as an external store: a server-rendered page hydrates as rendered, then shows it.
  const raw = useSyncExternalStore(noSubscription, stored, nothingStored);
  const placed = useMemo(() => readCodPlaced({ getItem: () => raw }), [raw]);
  return (
    <>
      <DocumentTitle title="Confirm your order" />
      <CodPlacedView placed={placed} />
    </>
  );
}
