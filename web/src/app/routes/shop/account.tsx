import { DocumentTitle } from '@/components/layout/document-title';
import { PageHero } from '@/components/layout/page-hero';
import type { ToastOptions } from '@/components/toast/toast-context';
import { AccountSections } from '@/features/account/components/account-sections';
import { RequireCustomer } from '@/features/auth/components/guards';
import { useSession } from '@/features/auth/hooks/use-session';
import { displayName } from '@/features/auth/types/auth';
import page from './shop-page.module.css';

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
        <AccountSections userId={userId} />
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
