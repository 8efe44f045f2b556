import { useMemo, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { getApiErrorMessage } from '@boutique/web-kit/api-error';
import { useGetCodQuoteQuery } from '../api/checkout-api';
import type { CheckoutAddress, CheckoutLine, CodQuote, PaymentMethod } from '../types/checkout';
import { COD_NOT_AVAILABLE, COD_QUOTE_FAILED } from '../utils/cod';
import { codQuoteBody } from '../utils/order-body';

/** A refusal of cash on delivery, for one basket to one address (the quote's body). */
type Refusal = { key: string; quote: CodQuote };

const refusedQuote = (message: string): CodQuote => ({
  available: false,
  level: 'unavailable',
  fee: 0,
  total: 0,
  advance: 0,
  dueOnDelivery: 0,
  message: message || COD_NOT_AVAILABLE,
  confirmHours: 0,
});

/**
 * The checkout's way to pay: online, or cash on delivery once the server's quote for this
 * basket and address offers it (low: the fee; medium: an advance online). A quote that
 * refuses (high, unavailable), or a create refused with 409, turns the choice back to
 * online and disables COD with the server's sentence, until the basket or address changes.
 */
export function useCodChoice({
  address,
  lines,
}: {
  address: CheckoutAddress | null;
  lines: readonly CheckoutLine[];
}) {
  const [wanted, setWanted] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const body = useMemo(
    () => (address && lines.length > 0 ? codQuoteBody(lines, address) : null),
    [address, lines],
  );
  const key = body ? JSON.stringify(body) : '';
  const refused = refusal && refusal.key === key ? refusal.quote : null;
  const asking = wanted && body !== null && !refused;
  const answer = useGetCodQuoteQuery(asking && body ? body : skipToken);
  // The answer for this very body (`data` may still be the previous basket's).
  const quote = asking ? (answer.currentData ?? null) : null;

  // A refusing answer turns the choice back to online for this body (state adjusted while
  // rendering, as React recommends over an effect: no render with the stale choice).
  if (quote && !quote.available) {
    setRefusal({ key, quote });
    setWanted(false);
  }

  const method: PaymentMethod = wanted && !refused ? 'cod' : 'razorpay';
  const failed = asking && answer.isError && !answer.isFetching;
  return {
    method,
    choose: (next: PaymentMethod) => setWanted(next === 'cod'),
    /** The offer for the chosen COD (null while it is asked, or online). */
    quote: method === 'cod' && quote?.available ? quote : null,
    checking: asking && answer.isFetching,
    /** Why COD cannot be chosen for this basket and address now; '' when it can. */
    refusal: refused?.message ?? '',
    /** The quote could not be read (not a refusal): the shopper may try again. */
    failure: failed ? getApiErrorMessage(answer.error, COD_QUOTE_FAILED) : '',
    retry: () => void answer.refetch(),
    needsAddress: wanted && !address,
    /** Placing the order may go ahead: online, or COD with an offer in hand. */
    ready: method === 'razorpay' || Boolean(quote?.available),
    /** The order create refused COD (409): say why, pay online. */
    refuse: (message: string) => {
      setRefusal({ key, quote: refusedQuote(message) });
      setWanted(false);
    },
  };
}

export type CodChoice = ReturnType<typeof useCodChoice>;
