import type { Cart, CartColour, CartItem } from '@boutique/contracts/cart/v1/cart_service';
import { toRupees } from '../common/money.js';
import type { CartColourView, CartItemView, CartView } from './cart.models.js';

function colourView(colour: CartColour): CartColourView {
  return {
    id: colour.id,
    _id: colour.id,
    title: colour.title,
    image: colour.image,
    inventory: colour.inventory,
  };
}

export function toCartItemView(item: CartItem): CartItemView {
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
export function toCartView(cart: Cart | undefined, userId: string): CartView {
  return {
    id: cart?.id ?? '',
    _id: cart?.id ?? '',
    userId: cart?.userId || userId,
    items: (cart?.items ?? []).map(toCartItemView),
    itemCount: cart?.itemCount ?? 0,
    subtotal: toRupees(cart?.subtotal ?? 0),
  };
}
