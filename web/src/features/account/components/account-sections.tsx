import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Tabs } from '@/components/ui/tabs';
import { AddressBook } from './address-book';
import styles from './account-sections.module.css';

export type AccountTab = 'orders' | 'addresses';

/** `?tab=addresses` opens the Addresses tab; Orders is the default. */
export function readAccountTab(value: string | null): AccountTab {
  return value === 'addresses' ? 'addresses' : 'orders';
}

/**
 * The account page's tabs, Orders (default) and Addresses; the URL keeps the choice. The
 * orders list belongs to the orders feature: the page hands it in as `ordersPanel`.
 */
export function AccountSections({
  userId,
  ordersPanel,
}: {
  userId: string | null;
  ordersPanel: ReactNode;
}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = readAccountTab(searchParams.get('tab'));

  function show(next: AccountTab) {
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 'orders') params.delete('tab');
        else params.set('tab', next);
        return params;
      },
      { replace: true },
    );
  }

  return (
    <Tabs
      label="My account"
      value={tab}
      onChange={show}
      tabs={[
        { id: 'orders', label: 'Orders', panel: ordersPanel },
        {
          id: 'addresses',
          label: 'Addresses',
          panel: userId ? (
            <AddressBook userId={userId} />
          ) : (
            <p className={styles.emptyText} role="alert">
              We couldn&apos;t identify your account. Please sign out and sign in again.
            </p>
          ),
        },
      ]}
    />
  );
}
