import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Address } from '../types/address';
import { useAddressSelection } from './use-address-selection';

function address(id: string): Address {
  return {
    id,
    name: `Name ${id}`,
    address: '12 MG Road, Indiranagar',
    state: 'KA',
    stateName: 'Karnataka',
    city: 'Bengaluru',
    pincode: '560038',
    phone: '9876543210',
    notes: '',
  };
}

describe('useAddressSelection', () => {
  it('preselects the only address', () => {
    const { result } = renderHook(() => useAddressSelection([address('a1')]));
    expect(result.current.selectedId).toBe('a1');
    expect(result.current.selectedAddress?.name).toBe('Name a1');
  });

  it('chooses nothing among several until the user picks one', () => {
    const list = [address('a1'), address('a2')];
    const { result } = renderHook(() => useAddressSelection(list));
    expect(result.current.selectedId).toBeNull();
    act(() => result.current.select('a2'));
    expect(result.current.selectedId).toBe('a2');
  });

  it('drops a choice whose address was deleted, preselecting a sole survivor', () => {
    let list = [address('a1'), address('a2'), address('a3')];
    const { result, rerender } = renderHook(() => useAddressSelection(list));
    act(() => result.current.select('a3'));
    list = [address('a1'), address('a2')];
    rerender();
    expect(result.current.selectedId).toBeNull();
    list = [address('a1')];
    rerender();
    expect(result.current.selectedId).toBe('a1');
  });
});
