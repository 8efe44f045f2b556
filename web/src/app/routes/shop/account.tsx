import { lazy, Suspense } from 'react';
import { DocumentTitle } from '@/components/layout/document-title';
import { PageHero } from '@/components/layout/page-hero';
import type { ToastOptions } from '@/components/toast/toast-context';
import { AccountSections } from '@/features/account/components/account-sections';
import { RequireCustomer } from '@/features/auth/components/guards';
import { useSession } from '@/features/auth/hooks/use-session';
import { displayName } from '@/features/auth/types/auth';
import page from './shop-page.module.css';

// The orders table and its dialog load with the account page's Orders tab only.
const OrdersPanel = lazy(() =>
  import('@/features/orders/components/orders-panel').then((m) => ({ default: m.OrdersPanel })),
);

const GUEST_TOAST: ToastOptions = {
  title: 'Please login to view your account.',
  variant: 'warning',
};

function AccountPage() {
  const { user } = useSession();
  // The address book is named by the signed-in user's id (docs/api-accounts.md).
  const userId = user?.id || user?._id || null;
  return (
    <>
      <DocumentTitle title="My Account" />
      <PageHero
        title="My Account"
        eyebrow="Welcome back"
        subtitle={
          <>
            Hello, {displayName(user)}
            {user?.email ? ` (${user.email})` : null}
          </>
        }
      />
      <div className={`container ${page.section}`}>
        <AccountSections
          userId={userId}
          ordersPanel={
            userId ? (
              <Suspense fallback={<p role="status">Loading your orders…</p>}>
                <OrdersPanel userId={userId} />
              </Suspense>
            ) : null
          }
        />
      </div>
    </>
  );
}

export function AccountRoute() {
  return (
    <RequireCustomer guestToast={GUEST_TOAST}>
      <AccountPage />
    </RequireCustomer>
  );
}
