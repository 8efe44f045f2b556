import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Cart } from '@boutique/contracts/cart/v1/cart_service';
import type { Product } from '@boutique/contracts/catalogue/v1/catalogue_service';
import {
  customer,
  orderPaid,
  productDeleted,
  startCart,
  type CartClient,
  type CartFixture,
} from './fixtures/cart-fixture.js';

const colourId = (product: Product, title: string) =>
  product.colours.find((colour) => colour.title === title)!.id;

const linesOf = (cart: Cart | undefined) =>
  (cart?.items ?? []).map((item) => [item.title, item.colour?.title ?? '', item.quantity]);

describe('cart event handlers (events delivered through the real bus)', () => {
  let fixture: CartFixture;
  let cart: CartClient;

  before(async () => {
    fixture = await startCart();
    cart = fixture.cart;
  });

  after(() => fixture?.close());

  it('order-paid removes the bought lines from the buyer cart, once even when delivered twice', async () => {
    const buyer = customer(`buyer-${randomUUID().slice(0, 8)}`);
    const neighbour = customer(`neighbour-${randomUUID().slice(0, 8)}`);
    const me = { actor: buyer, userId: buyer.userId };
    const saree = fixture.catalogue.addProduct({ title: 'Bought' }, [
      ['Red', 5],
      ['Blue', 5],
    ]);
    const plain = fixture.catalogue.addProduct({ title: 'Plain', totalStock: 5 });
    const [red, blue] = [colourId(saree, 'Red'), colourId(saree, 'Blue')];
    await cart.addItem({ ...me, productId: plain.id, colourId: '', quantity: 1 });
    await cart.addItem({ ...me, productId: saree.id, colourId: red, quantity: 2 });
    await cart.addItem({ ...me, productId: saree.id, colourId: blue, quantity: 1 });
    await cart.addItem({
      actor: neighbour,
      userId: neighbour.userId,
      productId: saree.id,
      colourId: red,
      quantity: 1,
    });

    const paid = orderPaid(randomUUID(), buyer.userId, [
      { productId: saree.id, colourId: red, quantity: 2 },
      { productId: plain.id, colourId: '', quantity: 1 },
    ]);
    await fixture.deliver(paid);
    assert.deepEqual(linesOf((await cart.getCart(me)).cart), [['Bought', 'Blue', 1]]);

    // The buyer puts the same saree in the cart again; the redelivered event leaves it there.
    await cart.addItem({ ...me, productId: saree.id, colourId: red, quantity: 1 });
    await fixture.deliver(paid);
    assert.deepEqual(linesOf((await cart.getCart(me)).cart), [
      ['Bought', 'Red', 1],
      ['Bought', 'Blue', 1],
    ]);
    // Nobody else's cart is touched.
    const theirs = await cart.getCart({ actor: neighbour, userId: neighbour.userId });
    assert.deepEqual(linesOf(theirs.cart), [['Bought', 'Red', 1]]);
    const [{ n }] = await fixture.service.dataSource.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM processed_event WHERE event_id = $1`,
      [paid.id],
    );
    assert.equal(n, 1);
  });

  it('product-deleted removes the product from every cart', async () => {
    const users = [1, 2].map(() => customer(`shopper-${randomUUID().slice(0, 8)}`));
    const doomed = fixture.catalogue.addProduct({ title: 'Doomed' }, [['Red', 5]]);
    const kept = fixture.catalogue.addProduct({ title: 'Kept', totalStock: 5 });
    for (const actor of users) {
      const me = { actor, userId: actor.userId };
      await cart.addItem({ ...me, productId: doomed.id, colourId: '', quantity: 1 });
      await cart.addItem({ ...me, productId: kept.id, colourId: '', quantity: 1 });
    }

    // Catalogue still answers for the product: only the event removes the lines.
    await fixture.deliver(productDeleted(doomed.id));
    for (const actor of users) {
      const lines = await cart.getCartLines({ actor, userId: actor.userId });
      assert.deepEqual(
        lines.lines.map((line) => line.productId),
        [kept.id],
      );
    }
    const [{ n }] = await fixture.service.dataSource.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM cart_line WHERE product_id = $1`,
      [doomed.id],
    );
    assert.equal(n, 0);
  });
});
