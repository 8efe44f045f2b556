import { useState } from 'react';
import type { Address } from '../types/address';

export type AddressSelection = {
  /** The chosen address's id, or null. */
  selectedId: string | null;
  selectedAddress: Address | null;
  select: (addressId: string | null) => void;
};

/**
 * Which saved address is chosen (for checkout). When exactly one address exists it is
 * preselected; a choice whose address disappears (deleted) is dropped.
 */
export function useAddressSelection(addresses: readonly Address[]): AddressSelection {
  const [chosenId, setChosenId] = useState<string | null>(null);
  const chosen = addresses.find((address) => address.id === chosenId) ?? null;
  const only = addresses.length === 1 ? (addresses[0] ?? null) : null;
  const selectedAddress = chosen ?? only;
  return {
    selectedId: selectedAddress?.id ?? null,
    selectedAddress,
    select: setChosenId,
  };
}
