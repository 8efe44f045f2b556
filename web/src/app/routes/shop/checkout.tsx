import { DocumentTitle } from '@/components/layout/document-title';
import { PageHero } from '@/components/layout/page-hero';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { useGetAddressesQuery } from '@/features/account/api/address-api';
import { AddressBook } from '@/features/account/components/address-book';
import { useAddressSelection } from '@/features/account/hooks/use-address-selection';
import { RequireCustomer } from '@/features/auth/components/guards';
import { useSession, useUserId } from '@/features/auth/hooks/use-session';
import { displayName } from '@/features/auth/types/auth';
import { useGetCartQuery } from '@/features/cart/api/cart-api';
import { useGuestCart } from '@/features/cart/hooks/use-guest-cart';
import { lineFromGuestEntry, lineFromItem } from '@/features/cart/utils/cart-lines';
import { CheckoutView } from '@/features/checkout/components/checkout-view';
import { GuestCheckout } from '@/features/checkout/components/guest-checkout';
import page from './shop-page.module.css';

/** The signed-in customer's checkout: the server cart, the address book and payment. */
function CustomerCheckout({ userId }: { userId: string }) {
  const { user } = useSession();
  const cart = useGetCartQuery(userId);
  const addresses = useGetAddressesQuery(userId).data ?? [];
  const selection = useAddressSelection(addresses);
  const lines = (cart.data?.items ?? []).map(lineFromItem);
  const chosen = selection.selectedAddress;

  return (
    <CheckoutView
      customer={{
        id: userId,
        name: displayName(user) === 'Customer' ? '' : displayName(user),
        email: user?.email ?? '',
        phone: '', // the account keeps no phone: the widget takes the address's
      }}
      cartId={cart.data?.id ?? ''}
      lines={lines}
      isCartLoading={cart.isLoading}
      address={
        chosen
          ? {
              id: chosen.id,
              name: chosen.name,
              address: chosen.address,
              state: chosen.state,
              city: chosen.city,
              pincode: chosen.pincode,
              phone: chosen.phone,
              notes: chosen.notes,
            }
          : null
      }
      addressSection={<AddressBook userId={userId} selection={selection} />}
    />
  );
}

export function CheckoutRoute() {
  const session = useSession();
  const userId = useUserId();
  const guestLines = useGuestCart().map(lineFromGuestEntry);

  let content;
  if (session.isLoading) content = <PageLoader />;
  else if (!session.isAuthenticated) {
    // Guests see what they have chosen and sign in to continue.
    content = (
      <GuestCheckout
        lines={guestLines}
        loginHref={paths.auth.login.getHref('checkout')}
        registerHref={paths.auth.register.getHref('checkout')}
      />
    );
  } else {
    content = (
      <RequireCustomer>
        {userId ? (
          <CustomerCheckout userId={userId} />
        ) : (
          <p role="alert">
            We couldn&apos;t identify your account. Please sign out and sign in again.
          </p>
        )}
      </RequireCustomer>
    );
  }

  return (
    <>
      <DocumentTitle title="Checkout" />
      <PageHero title="Checkout" eyebrow="Secure checkout" />
      <div className={`container ${page.section}`}>{content}</div>
    </>
  );
}
