import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentUser } from '../auth/auth.decorators.js';
import type { AuthUser } from '../auth/jwt-verifier.js';
import { MessagePayload } from '../common/message-payload.model.js';
import { AddressInput } from './address.input.js';
import { AddressView } from './address.models.js';
import { ADDRESS_DELETED, AddressesService } from './addresses.service.js';

/** GraphQL face of the address book: same rules and messages as REST. */
@Resolver(() => AddressView)
export class AddressesResolver {
  constructor(private readonly book: AddressesService) {}

  @Query(() => [AddressView], { description: "A user's addresses, oldest first (own, or admin)" })
  @Authenticated()
  addresses(
    @CurrentUser() user: AuthUser,
    @Args('userId', { type: () => ID }) userId: string,
  ): Promise<AddressView[]> {
    return this.book.list(user, userId);
  }

  @Mutation(() => AddressView, { description: 'Adds an address (at most 3 per user)' })
  @Authenticated()
  addAddress(
    @CurrentUser() user: AuthUser,
    @Args('userId', { type: () => ID }) userId: string,
    @Args('input') input: AddressInput,
  ): Promise<AddressView> {
    return this.book.add(user, userId, input);
  }

  @Mutation(() => AddressView)
  @Authenticated()
  updateAddress(
    @CurrentUser() user: AuthUser,
    @Args('userId', { type: () => ID }) userId: string,
    @Args('addressId', { type: () => ID }) addressId: string,
    @Args('input') input: AddressInput,
  ): Promise<AddressView> {
    return this.book.update(user, userId, addressId, input);
  }

  @Mutation(() => MessagePayload)
  @Authenticated()
  async deleteAddress(
    @CurrentUser() user: AuthUser,
    @Args('userId', { type: () => ID }) userId: string,
    @Args('addressId', { type: () => ID }) addressId: string,
  ): Promise<MessagePayload> {
    await this.book.remove(user, userId, addressId);
    return { success: true, message: ADDRESS_DELETED };
  }
}
