import { Injectable } from '@nestjs/common';
import type { Cart, CartColour, CartItem } from '@boutique/contracts/cart/v1/cart_service';
import type { AuthUser } from '../auth/jwt-verifier.js';
import { CartClient } from '../clients/cart.client.js';
import { assertMayActFor, namedActorOf } from '../common/actor.js';
import { quantityOf, textOf } from '../common/body-fields.js';
import { toRupees } from '../common/money.js';
import type { CartColourView, CartItemView, CartMergeLineResult, CartView } from './cart.shapes.js';

/** An optional quantity (update-cart): absent means "keep" (0 for the service). */
export function optionalQuantityOf(value: unknown): number {
  return value === undefined || value === null || value === '' ? 0 : quantityOf(value);
}

function colourView(colour: CartColour): CartColourView {
  return {
    id: colour.id,
    _id: colour.id,
    title: colour.title,
    image: colour.image,
    inventory: colour.inventory,
  };
}

function toCartItemView(item: CartItem): CartItemView {
  const colour = item.colour;
  return {
    productId: item.productId,
    title: item.title,
    productCode: item.productCode,
    image: item.image,
    price: toRupees(item.price),
    salePrice: toRupees(item.salePrice),
    quantity: item.quantity,
    colors: colour?.id
      ? { id: colour.id, _id: colour.id, title: colour.title, image: colour.image }
      : null,
    productColors: item.productColours.map(colourView),
    totalStock: item.totalStock,
    addedAt: item.addedAt,
  };
}

/** A cart as the gateway shows it (rupees, `_id`); an absent cart is an empty one. */
function toCartView(cart: Cart | undefined, userId: string): CartView {
  return {
    id: cart?.id ?? '',
    _id: cart?.id ?? '',
    userId: cart?.userId || userId,
    items: (cart?.items ?? []).map(toCartItemView),
    itemCount: cart?.itemCount ?? 0,
    subtotal: toRupees(cart?.subtotal ?? 0),
  };
}

export interface CartChange {
  message: string;
  cart: CartView;
}

export interface CartMerge {
  cart: CartView;
  results: CartMergeLineResult[];
  added: number;
  duplicates: number;
  refused: number;
}

export interface CartLineChange {
  productId: string;
  colourId: string;
  quantity: number;
  oldColourId?: string;
}

/**
 * The cart at the edge: the caller's own (or any user's for an admin; 403 "Access
 * denied" otherwise, checked again by the cart service), amounts in rupees.
 */
@Injectable()
export class CartService {
  constructor(private readonly cart: CartClient) {}

  async get(caller: AuthUser, userId: unknown): Promise<CartView> {
    const owner = assertMayActFor(caller, userId);
    const { cart } = await this.cart.rpc.getCart({ actor: namedActorOf(caller), userId: owner });
    return toCartView(cart, owner);
  }

  async add(caller: AuthUser, userId: unknown, line: CartLineChange): Promise<CartChange> {
    const owner = assertMayActFor(caller, userId);
    const { cart, message } = await this.cart.rpc.addItem({
      actor: namedActorOf(caller),
      userId: owner,
      productId: line.productId,
      colourId: line.colourId,
      quantity: line.quantity,
    });
    return { message: message || 'Item added to cart!', cart: toCartView(cart, owner) };
  }

  async update(caller: AuthUser, userId: unknown, line: CartLineChange): Promise<CartChange> {
    const owner = assertMayActFor(caller, userId);
    const { cart, message } = await this.cart.rpc.updateItem({
      actor: namedActorOf(caller),
      userId: owner,
      productId: line.productId,
      colourId: line.colourId,
      oldColourId: line.oldColourId ?? '',
      quantity: line.quantity,
    });
    return { message: message || 'Cart updated successfully', cart: toCartView(cart, owner) };
  }

  async remove(
    caller: AuthUser,
    userId: unknown,
    productId: unknown,
    colourId: unknown,
  ): Promise<CartChange> {
    const owner = assertMayActFor(caller, userId);
    const { cart, message } = await this.cart.rpc.removeItem({
      actor: namedActorOf(caller),
      userId: owner,
      productId: textOf(productId),
      colourId: textOf(colourId),
    });
    return { message: message || 'Cart item deleted successfully', cart: toCartView(cart, owner) };
  }

  async merge(
    caller: AuthUser,
    userId: unknown,
    lines: { productId: string; colourId: string; quantity: number }[],
  ): Promise<CartMerge> {
    const owner = assertMayActFor(caller, userId);
    const answer = await this.cart.rpc.mergeItems({
      actor: namedActorOf(caller),
      userId: owner,
      lines,
    });
    return {
      cart: toCartView(answer.cart, owner),
      results: answer.results.map((result) => ({
        productId: result.productId,
        colorId: result.colourId,
        outcome: result.outcome,
        message: result.message,
      })),
      added: answer.added,
      duplicates: answer.duplicates,
      refused: answer.refused,
    };
  }
}
