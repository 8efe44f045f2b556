import type { ReactNode } from 'react';
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
import { CartLineRow } from '@/features/cart/components/cart-line-row';
import { useCartLines, type CartLines } from '@/features/cart/hooks/use-cart-lines';
import type { CartLine } from '@/features/cart/utils/cart-lines';
import { CheckoutView } from '@/features/checkout/components/checkout-view';
import { GuestCheckout } from '@/features/checkout/components/guest-checkout';
import page from './shop-page.module.css';
import { DeliveryPromise } from '@/features/delivery/components/delivery-promise';

/** The summary's line: the cart's row (colour, quantity, Remove) with checkout's note. */
function lineRenderer(cart: CartLines) {
  function renderLine(line: CartLine, note: ReactNode) {
    return (
      <CartLineRow
        line={line}
        busy={cart.busyKey === line.key}
        onQuantity={cart.changeQuantity}
        onColour={cart.changeColour}
        onRemove={cart.remove}
        note={note}
      />
    );
  }
  return renderLine;
}

/** The signed-in customer's checkout: the server cart, the address book and payment. */
function CustomerCheckout({ userId }: { userId: string }) {
  const { user } = useSession();
  const cart = useCartLines(userId);
  const addresses = useGetAddressesQuery(userId).data ?? [];
  const selection = useAddressSelection(addresses);
  const chosen = selection.selectedAddress;

  return (
    <CheckoutView
      customer={{
        id: userId,
        name: displayName(user) === 'Customer' ? '' : displayName(user),
        email: user?.email ?? '',
        phone: '', // the account keeps no phone: the widget takes the address's
      }}
      cartId={cart.cartId}
      lines={cart.lines}
      renderLine={lineRenderer(cart)}
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
      deliveryPromise={chosen ? <DeliveryPromise pincode={chosen.pincode} /> : null}
    />
  );
}

/** A guest's checkout: the temporary cart (its stock read only here) and sign in. */
function GuestCheckoutSection() {
  const guestCart = useCartLines(null);
  return (
    <GuestCheckout
      lines={guestCart.lines}
      renderLine={lineRenderer(guestCart)}
      loginHref={paths.auth.login.getHref('checkout')}
      registerHref={paths.auth.register.getHref('checkout')}
    />
  );
}

export function CheckoutRoute() {
  const session = useSession();
  const userId = useUserId();

  let content;
  if (session.isLoading) content = <PageLoader />;
  else if (!session.isAuthenticated) {
    // Guests see what they have chosen and sign in to continue.
    content = <GuestCheckoutSection />;
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
