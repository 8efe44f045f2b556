import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkAddress, type AddressFields } from './address-rules.js';

const valid: AddressFields = {
  name: 'Ananya Sharma',
  address: '12, Lotus Apartments, MG Road',
  state: 'Karnataka',
  city: 'Bengaluru',
  pincode: '560001',
  phone: '98450 12345',
  notes: 'Near the temple',
};

const problem = (patch: Partial<AddressFields>) => {
  const result = checkAddress({ ...valid, ...patch });
  return 'problem' in result ? result.problem : undefined;
};

describe('address rules', () => {
  it('accepts a valid address and stores the state code and a clean phone', () => {
    const result = checkAddress(valid);
    assert.ok('value' in result);
    assert.equal(result.value.state, 'KA');
    assert.equal(result.value.phone, '9845012345');
  });

  it('checks names and addresses by length with the user-facing messages', () => {
    assert.equal(problem({ name: ' ' }), 'Full Name is required');
    assert.equal(problem({ name: 'A' }), 'Full Name must be at least 2 characters');
    assert.equal(problem({ name: 'A'.repeat(101) }), 'Full Name must not exceed 100 characters');
    assert.equal(problem({ address: 'Short' }), 'Address must be at least 10 characters');
    assert.equal(problem({ address: 'x'.repeat(201) }), 'Address must not exceed 200 characters');
  });

  it('requires a known state and a city', () => {
    assert.equal(problem({ state: '' }), 'State is required');
    assert.equal(problem({ state: 'Atlantis' }), 'Invalid State');
    assert.equal(problem({ city: '' }), 'City is required');
  });

  it('checks pincode and mobile number patterns', () => {
    assert.equal(problem({ pincode: '' }), 'Pincode is required');
    assert.equal(problem({ pincode: '060001' }), 'Please enter a valid 6-digit pincode');
    assert.equal(problem({ pincode: '56001' }), 'Please enter a valid 6-digit pincode');
    assert.equal(problem({ phone: '' }), 'Phone is required');
    assert.equal(problem({ phone: '5845012345' }), 'Please enter a valid 10-digit mobile number');
    assert.equal(problem({ phone: '984501234' }), 'Please enter a valid 10-digit mobile number');
  });

  it('limits the landmark to 500 characters', () => {
    assert.equal(problem({ notes: 'x'.repeat(501) }), 'Landmark must not exceed 500 characters');
    assert.equal(problem({ notes: '' }), undefined);
  });
});
