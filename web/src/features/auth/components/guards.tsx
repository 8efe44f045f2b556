import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useToast, type ToastOptions } from '@/components/toast/toast-context';
import { PageLoader } from '@/components/ui/page-loader';
import { useSession } from '../hooks/use-session';
import { authAreaDecision, customerAreaDecision, rootDecision } from '../utils/redirects';
import { FollowTarget } from './follow-target';

/** `/`: waits for the session check, then admin to the dashboard, others to the shop. */
export function RootRedirect() {
  const decision = rootDecision(useSession());
  if (decision.type === 'redirect') return <FollowTarget target={decision.target} />;
  return <PageLoader fullScreen />;
}

/**
 * Auth screens are for signed-out visitors. A signed-in user (including one who has just
 * logged in on this screen) is sent on by role and the `redirect` query.
 */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const session = useSession();
  const [searchParams] = useSearchParams();
  const decision = authAreaDecision(session, searchParams.get('redirect'));
  if (decision.type === 'redirect') return <FollowTarget target={decision.target} />;
  if (decision.type === 'wait') return <PageLoader />;
  return children;
}

/** Account and checkout: signed-in customers only. */
export function RequireCustomer({
  children,
  guestToast,
}: {
  children: ReactNode;
  /** Shown when a guest is sent to login from here. */
  guestToast?: ToastOptions;
}) {
  const session = useSession();
  const location = useLocation();
  const { toast } = useToast();
  // A sign-out waits for the logout's move home only on the page the customer was on (a
  // guard that saw them signed in); opened later, as a guest, the page sends to login.
  const [sawCustomer, setSawCustomer] = useState(session.role !== null);
  if (session.role !== null && !sawCustomer) setSawCustomer(true);
  const decision = customerAreaDecision(
    { ...session, signedOutByUser: session.signedOutByUser && sawCustomer },
    location,
  );
  const isGuestBounce = decision.type === 'redirect' && !session.role;

  useEffect(() => {
    if (isGuestBounce && guestToast) toast(guestToast);
  }, [isGuestBounce, guestToast, toast]);

  if (decision.type === 'redirect') return <FollowTarget target={decision.target} />;
  if (decision.type === 'wait') return <PageLoader />;
  return children;
}
