import { Injectable } from '@nestjs/common';
import type { Address } from '@boutique/contracts/identity/v1/identity_service';
import type { AuthUser } from '../auth/jwt-verifier.js';
import { IdentityClient } from '../clients/identity.client.js';
import { actorOf, assertMayActFor } from '../common/actor.js';
import { GeoService } from '../geo/geo.service.js';
import type { AddressInput } from './address.input.js';
import type { AddressView } from './address.models.js';

export const ADDRESS_ADDED = 'Address added successfully';
export const ADDRESS_UPDATED = 'Address updated successfully';
export const ADDRESS_DELETED = 'Address deleted successfully';

/** The identity form of the address fields (notes may be absent). */
function addressFields(input: AddressInput) {
  return {
    name: input.name,
    address: input.address,
    state: input.state,
    city: input.city,
    pincode: input.pincode,
    phone: input.phone,
    notes: input.notes ?? '',
  };
}

/** Address book calls: the gateway's ownership check, then identity (which checks again). */
@Injectable()
export class AddressesService {
  constructor(
    private readonly identity: IdentityClient,
    private readonly geo: GeoService,
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

  private async view(address: Address | undefined): Promise<AddressView> {
    if (!address?.id) throw new Error('identity answered no address');
    const state = await this.geo.findState(address.state);
    return {
      id: address.id,
      _id: address.id,
      userId: address.userId,
      name: address.name,
      address: address.address,
      state: address.state,
      stateName: state?.name ?? address.state,
      city: address.city,
      pincode: address.pincode,
      phone: address.phone,
      notes: address.notes,
      createdAt: address.createdAt,
      updatedAt: address.updatedAt,
    };
  }
}
