import { Injectable } from '@nestjs/common';
import { RpcErrors } from '@boutique/service-kit';
import type { Address, AddressInput } from '@boutique/contracts/identity/v1/identity_service';
import type { Actor } from '@boutique/contracts/common/v1/common';
import { DataSource } from 'typeorm';
import { AccessService } from '../access/access.service.js';
import { UserEntity } from '../users/user.entity.js';
import {
  checkAddress,
  MAX_ADDRESSES,
  MAX_ADDRESSES_MESSAGE,
  type AddressFields,
} from './address-rules.js';
import { AddressEntity } from './address.entity.js';

const ADDRESS_NOT_FOUND = 'Address not found';

export function toAddressMessage(address: AddressEntity): Address {
  return {
    id: address.id,
    userId: address.userId,
    name: address.name,
    address: address.address,
    state: address.state,
    city: address.city,
    pincode: address.pincode,
    phone: address.phone,
    notes: address.notes,
    createdAt: address.createdAt.toISOString(),
    updatedAt: address.updatedAt.toISOString(),
  };
}

function fields(input: AddressInput | undefined): AddressFields {
  return {
    name: input?.name ?? '',
    address: input?.address ?? '',
    state: input?.state ?? '',
    city: input?.city ?? '',
    pincode: input?.pincode ?? '',
    phone: input?.phone ?? '',
    notes: input?.notes ?? '',
  };
}

function validated(input: AddressInput | undefined): AddressFields {
  const result = checkAddress(fields(input));
  if ('problem' in result) throw RpcErrors.invalid(result.problem);
  return result.value;
}

@Injectable()
export class AddressesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: AccessService,
  ) {}

  async list(actor: Actor | undefined, userId: string): Promise<AddressEntity[]> {
    await this.access.assertMayActFor(actor, userId);
    return this.dataSource
      .getRepository(AddressEntity)
      .find({ where: { userId }, order: { createdAt: 'ASC' } });
  }

  async get(actor: Actor | undefined, userId: string, addressId: string): Promise<AddressEntity> {
    await this.access.assertMayActFor(actor, userId);
    return this.findOwned(userId, addressId);
  }

  /**
   * The address and its owner as stored now (checkout's snapshot of e-mail and name): the
   * owner is the actor already read for the access check unless an admin asks for another.
   */
  async getWithOwner(
    actor: Actor | undefined,
    userId: string,
    addressId: string,
  ): Promise<{ address: AddressEntity; owner: UserEntity }> {
    const current = await this.access.assertMayActFor(actor, userId);
    const [address, owner] = await Promise.all([
      this.findOwned(userId, addressId),
      current.id === userId
        ? current
        : this.dataSource.getRepository(UserEntity).findOneBy({ id: userId }),
    ]);
    if (!owner) throw RpcErrors.notFound(ADDRESS_NOT_FOUND);
    return { address, owner };
  }

  /** Adds an address; at most three per user, counted under a lock on the user. */
  async add(
    actor: Actor | undefined,
    userId: string,
    input: AddressInput | undefined,
  ): Promise<AddressEntity> {
    await this.access.assertMayActFor(actor, userId);
    const value = validated(input);
    return this.dataSource.transaction(async (manager) => {
      const owner = await manager
        .getRepository(UserEntity)
        .createQueryBuilder('user')
        .setLock('pessimistic_write')
        .where('user.id = :userId', { userId })
        .getOne();
      if (!owner) throw RpcErrors.notFound('User not found');
      const count = await manager.countBy(AddressEntity, { userId });
      if (count >= MAX_ADDRESSES) throw RpcErrors.failedPrecondition(MAX_ADDRESSES_MESSAGE);
      const address = manager.create(AddressEntity, { ...value, userId });
      await manager.insert(AddressEntity, address);
      return manager.findOneByOrFail(AddressEntity, { id: address.id });
    });
  }

  async update(
    actor: Actor | undefined,
    userId: string,
    addressId: string,
    input: AddressInput | undefined,
  ): Promise<AddressEntity> {
    await this.access.assertMayActFor(actor, userId);
    const value = validated(input);
    const existing = await this.findOwned(userId, addressId);
    await this.dataSource.getRepository(AddressEntity).update({ id: existing.id }, value);
    return this.findOwned(userId, addressId);
  }

  async remove(actor: Actor | undefined, userId: string, addressId: string): Promise<void> {
    await this.access.assertMayActFor(actor, userId);
    const existing = await this.findOwned(userId, addressId);
    await this.dataSource.getRepository(AddressEntity).delete({ id: existing.id });
  }

  /** Another user's address is "not found": ids cannot be probed. */
  private async findOwned(userId: string, addressId: string): Promise<AddressEntity> {
    const address = /^[0-9a-f-]{36}$/i.test(addressId)
      ? await this.dataSource.getRepository(AddressEntity).findOneBy({ id: addressId, userId })
      : null;
    if (!address) throw RpcErrors.notFound(ADDRESS_NOT_FOUND);
    return address;
  }
}
