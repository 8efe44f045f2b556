import { DocumentTitle } from '@/components/layout/document-title';
import { PageHero } from '@/components/layout/page-hero';
import type { ToastOptions } from '@/components/toast/toast-context';
import { RequireCustomer } from '@/features/auth/components/guards';
import { useSession } from '@/features/auth/hooks/use-session';
import { displayName } from '@/features/auth/types/auth';

const GUEST_TOAST: ToastOptions = {
  title: 'Please login to view your account.',
  variant: 'warning',
};

function AccountPage() {
  const { user } = useSession();
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
