import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentUser } from '../auth/auth.decorators.js';
import type { AuthUser } from '../auth/jwt-verifier.js';
import { quantityOf } from '../common/body-fields.js';
import { CartLineInput, mergeLinesOf, optionalQuantityOf } from './cart.inputs.js';
import { CartMergeResult, CartResult, CartView } from './cart.models.js';
import { CartService } from './cart.service.js';

/** GraphQL face of the cart: always the caller's own; same rules and messages as REST. */
@Resolver(() => CartView)
export class CartResolver {
  constructor(private readonly carts: CartService) {}

  @Query(() => CartView, { description: "The caller's cart (empty when none)" })
  @Authenticated()
  cart(@CurrentUser() user: AuthUser): Promise<CartView> {
    return this.carts.get(user, user.id);
  }

  @Mutation(() => CartResult)
  @Authenticated()
  async addToCart(
    @CurrentUser() user: AuthUser,
    @Args('productId', { type: () => ID }) productId: string,
    @Args('quantity', { type: () => Int }) quantity: number,
    @Args('colorId', { type: () => ID, nullable: true }) colorId?: string,
  ): Promise<CartResult> {
    const change = await this.carts.add(user, user.id, {
      productId,
      colourId: colorId ?? '',
      quantity: quantityOf(quantity),
    });
    return { success: true, ...change };
  }

  @Mutation(() => CartResult)
  @Authenticated()
  async updateCartItem(
    @CurrentUser() user: AuthUser,
    @Args('productId', { type: () => ID }) productId: string,
    @Args('colorId', { type: () => ID }) colorId: string,
    @Args('oldColorId', { type: () => ID, nullable: true }) oldColorId?: string,
    @Args('quantity', { type: () => Int, nullable: true }) quantity?: number,
  ): Promise<CartResult> {
    const change = await this.carts.update(user, user.id, {
      productId,
      colourId: colorId,
      oldColourId: oldColorId ?? '',
      quantity: optionalQuantityOf(quantity),
    });
    return { success: true, ...change };
  }

  @Mutation(() => CartResult)
  @Authenticated()
  async removeCartItem(
    @CurrentUser() user: AuthUser,
    @Args('productId', { type: () => ID }) productId: string,
    @Args('colorId', { type: () => ID, nullable: true }) colorId?: string,
  ): Promise<CartResult> {
    const change = await this.carts.remove(user, user.id, productId, colorId ?? '');
    return { success: true, ...change };
  }

  @Mutation(() => CartMergeResult, { description: 'Copies the guest cart after sign-in' })
  @Authenticated()
  async mergeCart(
    @CurrentUser() user: AuthUser,
    @Args('items', { type: () => [CartLineInput] }) items: CartLineInput[],
  ): Promise<CartMergeResult> {
    const merge = await this.carts.merge(user, user.id, mergeLinesOf(items));
    return { success: true, ...merge };
  }
}
