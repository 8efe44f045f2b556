import { PINCODE_MESSAGE, PINCODE_PATTERN } from '@/lib/pincode';
import type { Address, AddressField, AddressFormValues, IndiaState } from '../types/address';

// The address form's rules as pure functions. The gateway applies the
// same rules with the same messages (docs/api-accounts.md).

/** Maximum saved addresses per user. */
export const MAX_ADDRESSES = 3;

export const ADDRESS_FIELDS: readonly AddressField[] = [
  'name',
  'address',
  'state',
  'city',
  'pincode',
  'phone',
  'notes',
];

export const ADDRESS_LABELS: Record<AddressField, string> = {
  name: 'Full Name',
  address: 'Address',
  state: 'State',
  city: 'City',
  pincode: 'Pincode',
  phone: 'Phone',
  notes: 'Landmark',
};

type FieldRule = {
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: RegExp;
  /** Shown when the pattern fails; default "Invalid {label}". */
  patternMessage?: string;
};

export const ADDRESS_RULES: Record<AddressField, FieldRule> = {
  name: { required: true, minLength: 2, maxLength: 100 },
  address: { required: true, minLength: 10, maxLength: 200 },
  state: { required: true },
  city: { required: true, maxLength: 100 },
  pincode: {
    required: true,
    pattern: PINCODE_PATTERN,
    patternMessage: PINCODE_MESSAGE,
  },
  phone: {
    required: true,
    // an Indian mobile number: ten digits starting 6 to 9
    pattern: /^[6-9]\d{9}$/,
    patternMessage: 'Please enter a valid 10-digit mobile number',
  },
  notes: { maxLength: 500 },
};

/** The fields that must be non-empty before the form can be submitted. */
export const SUBMIT_REQUIRED_FIELDS: readonly AddressField[] = [
  'address',
  'state',
  'city',
  'phone',
  'pincode',
];

export const FORM_ERROR_MESSAGE = 'Please fix the errors in the form';

export type AddressErrors = Partial<Record<AddressField, string>>;

/** A phone number as typed, without the spaces and dashes people group digits with. */
export function normalisePhone(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** The first broken rule of one field, or null. Values are judged trimmed. */
export function validateAddressField(field: AddressField, value: string): string | null {
  const rule = ADDRESS_RULES[field];
  const label = ADDRESS_LABELS[field];
  const trimmed = field === 'phone' ? normalisePhone(value) : value.trim();
  if (!trimmed) return rule.required ? `${label} is required` : null;
  if (rule.minLength !== undefined && trimmed.length < rule.minLength) {
    return `${label} must be at least ${rule.minLength} characters`;
  }
  if (rule.maxLength !== undefined && trimmed.length > rule.maxLength) {
    return `${label} must not exceed ${rule.maxLength} characters`;
  }
  if (rule.pattern && !rule.pattern.test(trimmed)) {
    return rule.patternMessage ?? `Invalid ${label}`;
  }
  return null;
}

/** Every field's error (only fields that have one). */
export function validateAddressForm(values: AddressFormValues): AddressErrors {
  const errors: AddressErrors = {};
  for (const field of ADDRESS_FIELDS) {
    const error = validateAddressField(field, values[field]);
    if (error) errors[field] = error;
  }
  return errors;
}

export function hasAddressErrors(errors: AddressErrors): boolean {
  return ADDRESS_FIELDS.some((field) => Boolean(errors[field]));
}

/** Submit stays disabled until address, state, city, phone and pincode are filled in. */
export function canSubmitAddress(values: AddressFormValues): boolean {
  return SUBMIT_REQUIRED_FIELDS.every((field) => values[field].trim() !== '');
}

/** The Add button shows only below the maximum. */
export function canAddAddress(count: number): boolean {
  return count < MAX_ADDRESSES;
}

/** Trimmed values; the phone also loses spaces and dashes (as the gateway does). */
export function trimAddressValues(values: AddressFormValues): AddressFormValues {
  const trimmed = { ...values };
  for (const field of ADDRESS_FIELDS) trimmed[field] = values[field].trim();
  trimmed.phone = normalisePhone(values.phone);
  return trimmed;
}

export const EMPTY_ADDRESS: AddressFormValues = {
  name: '',
  address: '',
  state: '',
  city: '',
  pincode: '',
  phone: '',
  notes: '',
};

/** City suggestions need a chosen state and at least 2 typed characters. */
export const CITY_QUERY_MIN_LENGTH = 2;

export function canSuggestCities(stateCode: string, query: string): boolean {
  return stateCode.trim() !== '' && query.trim().length >= CITY_QUERY_MIN_LENGTH;
}

/**
 * The state code for a stored value: the code itself, or a full state name (older data),
 * matched case-insensitively. Unknown values are kept as they are.
 */
export function resolveStateCode(states: readonly IndiaState[], value: string): string {
  const wanted = value.trim().toLowerCase();
  if (!wanted) return '';
  const match = states.find(
    (state) => state.code.toLowerCase() === wanted || state.name.toLowerCase() === wanted,
  );
  return match ? match.code : value.trim();
}

/** The label to show for an address's state. */
export function stateLabel(states: readonly IndiaState[], address: Address): string {
  if (address.stateName) return address.stateName;
  const code = resolveStateCode(states, address.state);
  return states.find((state) => state.code === code)?.name ?? address.state;
}

/** An address as form values (edit mode). */
export function addressToFormValues(
  address: Address,
  states: readonly IndiaState[] = [],
): AddressFormValues {
  return {
    name: address.name,
    address: address.address,
    state: resolveStateCode(states, address.state || address.stateName),
    city: address.city,
    pincode: address.pincode,
    phone: address.phone,
    notes: address.notes,
  };
}
