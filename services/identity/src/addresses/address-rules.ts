import { PINCODE_MESSAGE, PINCODE_PATTERN } from '../config/delivery.config.js';
import { findState } from '../geo/india-states.js';

/** The address form's fields, as sent by a client. */
export interface AddressFields {
  name: string;
  address: string;
  state: string;
  city: string;
  pincode: string;
  phone: string;
  notes: string;
}

export const MAX_ADDRESSES = 3;
export const MAX_ADDRESSES_MESSAGE = 'You can add max 3 addresses';

/**
 * Checks the fields with the user-facing messages and returns the normalized address (trimmed,
 * state as its ISO code), or the first problem.
 */
export function checkAddress(input: AddressFields): { problem: string } | { value: AddressFields } {
  const value: AddressFields = {
    name: input.name.trim(),
    address: input.address.trim(),
    state: input.state.trim(),
    city: input.city.trim(),
    pincode: input.pincode.trim(),
    phone: input.phone.replace(/[\s-]/g, ''),
    notes: input.notes.trim(),
  };
  const lengths = (label: string, text: string, min: number, max: number) => {
    if (!text) return `${label} is required`;
    if (text.length < min) return `${label} must be at least ${min} characters`;
    if (text.length > max) return `${label} must not exceed ${max} characters`;
    return undefined;
  };
  const problem =
    lengths('Full Name', value.name, 2, 100) ??
    lengths('Address', value.address, 10, 200) ??
    (value.state ? undefined : 'State is required') ??
    (findState(value.state) ? undefined : 'Invalid State') ??
    lengths('City', value.city, 1, 100) ??
    (value.pincode ? undefined : 'Pincode is required') ??
    (PINCODE_PATTERN.test(value.pincode) ? undefined : PINCODE_MESSAGE) ??
    (value.phone ? undefined : 'Phone is required') ??
    (/^[6-9]\d{9}$/.test(value.phone)
      ? undefined
      : 'Please enter a valid 10-digit mobile number') ??
    (value.notes.length > 500 ? 'Landmark must not exceed 500 characters' : undefined);
  if (problem) return { problem };
  return { value: { ...value, state: findState(value.state)?.code ?? value.state } };
}
