import { Injectable } from '@nestjs/common';
import type { Address } from '@boutique/contracts/identity/v1/identity_service';
import type { AuthUser } from '../auth/jwt-verifier.js';
import { IdentityClient } from '../clients/identity.client.js';
import { actorOf, assertMayActFor } from '../common/actor.js';
import { States } from '../common/geo.js';
import type { AddressInput, AddressView } from './addresses.shapes.js';

export const ADDRESS_ADDED = 'Address added successfully';
export const ADDRESS_UPDATED = 'Address updated successfully';
export const ADDRESS_DELETED = 'Address deleted successfully';

/** The identity form of the address fields (notes may be absent). */
function addressFields(input: AddressInput) {
  const { name, address, state, city, pincode, phone } = input;
  return { name, address, state, city, pincode, phone, notes: input.notes ?? '' };
}

/** Address book calls: the gateway's ownership check, then identity (which checks again). */
@Injectable()
export class AddressesService {
  constructor(
    private readonly identity: IdentityClient,
    private readonly states: States,
  ) {}

  async list(caller: AuthUser, userId: unknown): Promise<AddressView[]> {
    const owner = assertMayActFor(caller, userId);
    const { addresses } = await this.identity.rpc.listAddresses({
      actor: actorOf(caller),
      userId: owner,
    });
    return Promise.all(addresses.map((address) => this.view(address)));
  }

  async add(caller: AuthUser, userId: unknown, input: AddressInput): Promise<AddressView> {
    const owner = assertMayActFor(caller, userId);
    const { address } = await this.identity.rpc.addAddress({
      actor: actorOf(caller),
      userId: owner,
      address: addressFields(input),
    });
    return this.view(address);
  }

  async update(
    caller: AuthUser,
    userId: unknown,
    addressId: string,
    input: AddressInput,
  ): Promise<AddressView> {
    const owner = assertMayActFor(caller, userId);
    const { address } = await this.identity.rpc.updateAddress({
      actor: actorOf(caller),
      userId: owner,
      addressId,
      address: addressFields(input),
    });
    return this.view(address);
  }

  async remove(caller: AuthUser, userId: unknown, addressId: string): Promise<void> {
    const owner = assertMayActFor(caller, userId);
    await this.identity.rpc.deleteAddress({ actor: actorOf(caller), userId: owner, addressId });
  }

  /** An address as the gateway shows it: `_id`, and the state by name beside its code. */
  private async view(address: Address | undefined): Promise<AddressView> {
    if (!address?.id) throw new Error('identity answered no address');
    const state = await this.states.find(address.state);
    const { id, userId, name, city, pincode, phone, notes, createdAt, updatedAt } = address;
    return {
      id,
      _id: id,
      userId,
      name,
      address: address.address,
      state: address.state,
      stateName: state?.name ?? address.state,
      city,
      pincode,
      phone,
      notes,
      createdAt,
      updatedAt,
    };
  }
}
