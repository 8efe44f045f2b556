import { namedUserOrCaller } from '../common/actor.js';
import { quantityOf, textOf } from '../common/body-fields.js';
import { mergeLinesOf } from '../common/cart-line.js';
import { ok } from '../common/envelope.js';
import { api, operations } from '../common/operations.js';
import {
  AddToCartBody,
  CartMergeResponse,
  CartMergeResult,
  CartResponse,
  CartResult,
  CartView,
  CartWriteResponse,
  MergeCartBody,
  RemoveCartItemArgs,
  UpdateCartBody,
} from './cart.shapes.js';
import {
  CartService,
  optionalQuantityOf,
  type CartChange,
  type CartMerge,
} from './cart.service.js';

const deps = { carts: CartService };
const op = operations(deps);

const FORBIDDEN = "Access denied (the path or body names another user's id)";
const QUANTITY = 'Quantity must be a whole number of at least 1';
const NOT_FOUND = 'Product not found / Selected color not found / Item not found in cart';
const STOCK =
  'This product is out of stock / All colors are out of stock / Selected color is out of ' +
  'stock / Only {n} quantity available for {color} / Only {n} quantity available for this item';

/** A change's answers: REST `{ success, message, data: cart }`, GraphQL `CartResult`. */
const restChange = ({ message, cart }: CartChange) => ok({ message, data: cart });
const graphqlChange = (change: object) => ({ success: true, ...change });

/** The signed-in customer's server cart (docs/api-buying.md "Cart"); REST and GraphQL. */
export const cartApi = api({
  name: 'CartController',
  prefix: 'shop/cart',
  tag: 'cart',
  deps,
  operations: {
    get: op({
      summary: "A user's cart (an empty cart when none); rupees",
      auth: 'user',
      handle: ({ deps, user }, input: { userId?: string }) =>
        deps.carts.get(user, namedUserOrCaller(user, input.userId)),
      rest: { route: { get: 'get/:userId' }, ok: CartResponse, errors: { 403: FORBIDDEN } },
      graphql: {
        query: 'cart',
        type: () => CartView,
        description: "The caller's cart (empty when none)",
      },
    }),
    add: op({
      summary: 'Add a product (colour: the first with stock when absent)',
      auth: 'user',
      input: AddToCartBody,
      handle: ({ deps, user }, input) =>
        deps.carts.add(user, namedUserOrCaller(user, input.userId), {
          productId: textOf(input.productId),
          colourId: textOf(input.colorId),
          quantity: quantityOf(input.quantity),
        }),
      rest: {
        route: { post: 'add' },
        status: 200,
        ok: CartWriteResponse,
        okDescription: 'Item added to cart!',
        errors: { 400: QUANTITY, 403: FORBIDDEN, 404: NOT_FOUND, 409: STOCK },
        reply: restChange,
      },
      graphql: { mutation: 'addToCart', type: () => CartResult, reply: graphqlChange },
    }),
    update: op({
      summary: "Set a line's quantity and/or move it to another colour",
      auth: 'user',
      input: UpdateCartBody,
      handle: ({ deps, user }, input) =>
        deps.carts.update(user, namedUserOrCaller(user, input.userId), {
          productId: textOf(input.productId),
          colourId: textOf(input.colorId),
          oldColourId: textOf(input.oldColorId),
          quantity: optionalQuantityOf(input.quantity),
        }),
      rest: {
        route: { put: 'update-cart' },
        ok: CartWriteResponse,
        okDescription: 'Cart updated successfully / Items merged successfully',
        errors: { 400: QUANTITY, 403: FORBIDDEN, 404: NOT_FOUND, 409: STOCK },
        reply: restChange,
      },
      graphql: { mutation: 'updateCartItem', type: () => CartResult, reply: graphqlChange },
    }),
    remove: op({
      summary: 'Remove a line (colorId absent for a product without colours)',
      auth: 'user',
      input: RemoveCartItemArgs,
      handle: ({ deps, user }, input) =>
        deps.carts.remove(
          user,
          namedUserOrCaller(user, input.userId),
          input.productId,
          input.colorId ?? '',
        ),
      rest: {
        route: { delete: [':userId/:productId', ':userId/:productId/:colorId'] },
        ok: CartWriteResponse,
        okDescription: 'Cart item deleted successfully',
        errors: { 403: FORBIDDEN, 404: 'Item not found in cart' },
        reply: restChange,
      },
      graphql: { mutation: 'removeCartItem', type: () => CartResult, reply: graphqlChange },
    }),
    merge: op({
      summary: 'Copy the guest cart after sign-in: each line added, duplicate or refused',
      auth: 'user',
      input: MergeCartBody,
      handle: ({ deps, user }, input) =>
        deps.carts.merge(user, namedUserOrCaller(user, input.userId), mergeLinesOf(input.items)),
      rest: {
        route: { post: 'merge' },
        status: 200,
        ok: CartMergeResponse,
        errors: { 400: QUANTITY, 403: FORBIDDEN },
        reply: ({ cart, ...counts }: CartMerge) => ok({ data: cart, ...counts }),
      },
      graphql: {
        mutation: 'mergeCart',
        type: () => CartMergeResult,
        description: 'Copies the guest cart after sign-in',
        reply: graphqlChange,
      },
    }),
  },
});
