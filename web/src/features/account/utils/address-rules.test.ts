import { describe, expect, it } from 'vitest';
import type { Address } from '../types/address';
import {
  addressToFormValues,
  canAddAddress,
  canSubmitAddress,
  canSuggestCities,
  EMPTY_ADDRESS,
  hasAddressErrors,
  resolveStateCode,
  stateLabel,
  trimAddressValues,
  validateAddressField,
  validateAddressForm,
} from './address-rules';

const STATES = [
  { code: 'KA', name: 'Karnataka' },
  { code: 'MH', name: 'Maharashtra' },
];

const VALID = {
  name: 'Asha Rao',
  address: '12 MG Road, Indiranagar',
  state: 'KA',
  city: 'Bengaluru',
  pincode: '560038',
  phone: '9876543210',
  notes: 'Near the temple',
};

describe('validateAddressField', () => {
  it.each([
    ['name', '', 'Full Name is required'],
    ['name', '   ', 'Full Name is required'],
    ['name', 'A', 'Full Name must be at least 2 characters'],
    ['name', 'x'.repeat(101), 'Full Name must not exceed 100 characters'],
    ['address', '', 'Address is required'],
    ['address', 'Short', 'Address must be at least 10 characters'],
    ['address', 'y'.repeat(201), 'Address must not exceed 200 characters'],
    ['state', '', 'State is required'],
    ['city', '', 'City is required'],
    ['city', 'c'.repeat(101), 'City must not exceed 100 characters'],
    ['pincode', '', 'Pincode is required'],
    ['pincode', '012345', 'Please enter a valid 6-digit pincode'],
    ['pincode', '56003', 'Please enter a valid 6-digit pincode'],
    ['pincode', '5600381', 'Please enter a valid 6-digit pincode'],
    ['pincode', '56o038', 'Please enter a valid 6-digit pincode'],
    ['phone', '', 'Phone is required'],
    ['phone', '12345', 'Please enter a valid 10-digit mobile number'],
    ['phone', '5876543210', 'Please enter a valid 10-digit mobile number'],
    ['phone', '98765432101', 'Please enter a valid 10-digit mobile number'],
    ['notes', 'z'.repeat(501), 'Landmark must not exceed 500 characters'],
  ] as const)('%s = %j → %s', (field, value, message) => {
    expect(validateAddressField(field, value)).toBe(message);
  });

  it.each([
    ['name', 'Jo'],
    ['name', 'x'.repeat(100)],
    ['address', '1234567890'],
    ['address', 'y'.repeat(200)],
    ['pincode', '110001'],
    ['pincode', ' 560038 '],
    ['phone', '6000000000'],
    ['phone', '9999999999'],
    ['phone', '98765 43210'],
    ['phone', '98765-43210'],
    ['notes', ''],
    ['notes', 'z'.repeat(500)],
  ] as const)('accepts %s = %j', (field, value) => {
    expect(validateAddressField(field, value)).toBeNull();
  });

  it('judges lengths on the trimmed value', () => {
    expect(validateAddressField('name', ' A ')).toBe('Full Name must be at least 2 characters');
  });
});

describe('validateAddressForm', () => {
  it('finds no error in a valid address', () => {
    const errors = validateAddressForm(VALID);
    expect(errors).toEqual({});
    expect(hasAddressErrors(errors)).toBe(false);
  });

  it('lists every broken field of an empty form, Landmark being optional', () => {
    const errors = validateAddressForm(EMPTY_ADDRESS);
    expect(errors).toEqual({
      name: 'Full Name is required',
      address: 'Address is required',
      state: 'State is required',
      city: 'City is required',
      pincode: 'Pincode is required',
      phone: 'Phone is required',
    });
    expect(hasAddressErrors(errors)).toBe(true);
  });
});

describe('canSubmitAddress', () => {
  it('needs address, state, city, phone and pincode but not the name', () => {
    expect(canSubmitAddress(EMPTY_ADDRESS)).toBe(false);
    expect(canSubmitAddress({ ...VALID, name: '', notes: '' })).toBe(true);
    for (const field of ['address', 'state', 'city', 'phone', 'pincode'] as const) {
      expect(canSubmitAddress({ ...VALID, [field]: '  ' })).toBe(false);
    }
  });
});

describe('canAddAddress', () => {
  it('allows adding below three addresses only', () => {
    expect(canAddAddress(0)).toBe(true);
    expect(canAddAddress(2)).toBe(true);
    expect(canAddAddress(3)).toBe(false);
    expect(canAddAddress(4)).toBe(false);
  });
});

describe('canSuggestCities', () => {
  it('needs a state and two characters', () => {
    expect(canSuggestCities('', 'Pune')).toBe(false);
    expect(canSuggestCities('MH', 'P')).toBe(false);
    expect(canSuggestCities('MH', ' P ')).toBe(false);
    expect(canSuggestCities('MH', 'Pu')).toBe(true);
  });
});

describe('states', () => {
  it('resolves a code or a full name to the code', () => {
    expect(resolveStateCode(STATES, 'MH')).toBe('MH');
    expect(resolveStateCode(STATES, 'mh')).toBe('MH');
    expect(resolveStateCode(STATES, 'Maharashtra')).toBe('MH');
    expect(resolveStateCode(STATES, 'Atlantis')).toBe('Atlantis');
    expect(resolveStateCode(STATES, '')).toBe('');
  });

  const stored: Address = {
    id: 'a1',
    name: 'Asha',
    address: '12 MG Road',
    state: 'MH',
    stateName: '',
    city: 'Pune',
    pincode: '411001',
    phone: '9876543210',
    notes: '',
  };

  it('labels a state by the server name, else the list, else the raw value', () => {
    expect(stateLabel(STATES, { ...stored, stateName: 'Maharashtra (server)' })).toBe(
      'Maharashtra (server)',
    );
    expect(stateLabel(STATES, stored)).toBe('Maharashtra');
    expect(stateLabel([], stored)).toBe('MH');
  });

  it('turns an address into form values with the state code', () => {
    expect(addressToFormValues({ ...stored, state: 'Maharashtra' }, STATES)).toEqual({
      name: 'Asha',
      address: '12 MG Road',
      state: 'MH',
      city: 'Pune',
      pincode: '411001',
      phone: '9876543210',
      notes: '',
    });
  });

  it('trims every value and takes spaces and dashes out of the phone', () => {
    expect(
      trimAddressValues({ ...VALID, name: '  Asha  ', notes: ' ', phone: ' 98765 43-210 ' }),
    ).toEqual({ ...VALID, name: 'Asha', notes: '' });
  });
});
