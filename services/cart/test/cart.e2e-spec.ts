import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { status } from '@grpc/grpc-js';
import type { Cart } from '@boutique/contracts/cart/v1/cart_service';
import type { Product } from '@boutique/contracts/catalogue/v1/catalogue_service';
import {
  ADMIN,
  customer,
  rejectsWith,
  startCart,
  type CartClient,
  type CartFixture,
} from './fixtures/cart-fixture.js';

const colourId = (product: Product, title: string) =>
  product.colours.find((colour) => colour.title === title)!.id;

/** The lines of a cart as [title, colour title, quantity], newest first. */
const linesOf = (cart: Cart | undefined) =>
  (cart?.items ?? []).map((item) => [item.title, item.colour?.title ?? '', item.quantity]);

describe('cart service over gRPC on a real database (fake catalogue)', () => {
  let fixture: CartFixture;
  let cart: CartClient;
  let users = 0;
  /** A fresh customer per test: a test owns its cart. */
  const newUser = () => {
    const actor = customer(`user-${++users}-${randomUUID().slice(0, 8)}`);
    return { actor, userId: actor.userId };
  };

  before(async () => {
    fixture = await startCart();
    cart = fixture.cart;
  });

  after(() => fixture?.close());

  it('answers an empty cart with a stable id, the same one GetCartLines gives', async () => {
    const me = newUser();
    const first = await cart.getCart(me);
    assert.deepEqual(
      { ...first.cart, id: '' },
      { id: '', userId: me.userId, items: [], itemCount: 0, subtotal: 0 },
    );
    assert.match(first.cart!.id, /^[0-9a-f-]{36}$/);
    const again = await cart.getCart(me);
    assert.equal(again.cart!.id, first.cart!.id);
    const lines = await cart.getCartLines(me);
    assert.deepEqual(lines, { cartId: first.cart!.id, lines: [] });
  });

  it('adds to the first colour with inventory, priced and described from catalogue', async () => {
    const me = newUser();
    const saree = fixture.catalogue.addProduct(
      { title: 'Kanchi silk', productCode: 'KS-7', price: 250_000, salePrice: 199_900 },
      [
        ['Red', 0],
        ['Blue', 3],
        ['Green', 5],
      ],
    );
    const answer = await cart.addItem({ ...me, productId: saree.id, colourId: '', quantity: 2 });
    assert.equal(answer.message, 'Item added to cart!');
    const [item] = answer.cart!.items;
    assert.equal(answer.cart!.items.length, 1);
    assert.deepEqual(
      { ...item, addedAt: '' },
      {
        productId: saree.id,
        title: 'Kanchi silk',
        productCode: 'KS-7',
        image: '/media/images/a/1024.jpg',
        price: 250_000,
        salePrice: 199_900,
        quantity: 2,
        colour: {
          id: colourId(saree, 'Blue'),
          title: 'Blue',
          image: '/media/colours/blue.jpg',
          inventory: 3,
        },
        productColours: saree.colours.map(({ id, title, image, inventory }) => ({
          id,
          title,
          image,
          inventory,
        })),
        totalStock: 8,
        addedAt: '',
      },
    );
    assert.ok(Math.abs(Date.parse(item.addedAt) - Date.now()) < 60_000);
    assert.equal(answer.cart!.itemCount, 2);
    assert.equal(answer.cart!.subtotal, 2 * 199_900);

    // Adding the same again adds to the line; a line's quantity never exceeds the colour's stock.
    const more = await cart.addItem({ ...me, productId: saree.id, colourId: '', quantity: 1 });
    assert.deepEqual(linesOf(more.cart), [['Kanchi silk', 'Blue', 3]]);
    await rejectsWith(
      cart.addItem({ ...me, productId: saree.id, colourId: '', quantity: 1 }),
      status.FAILED_PRECONDITION,
      'Only 3 quantity available for Blue',
    );
    const lines = await cart.getCartLines(me);
    assert.deepEqual(lines.lines, [
      { productId: saree.id, colourId: colourId(saree, 'Blue'), quantity: 3 },
    ]);
  });

  it('refuses with the user-facing messages and changes nothing', async () => {
    const me = newUser();
    const saree = fixture.catalogue.addProduct({ title: 'Banaras' }, [
      ['Red', 0],
      ['Blue', 2],
    ]);
    const soldOut = fixture.catalogue.addProduct({ title: 'Sold out' }, [['Red', 0]]);
    // Total stock out of step with the colours: the colours' own rule still holds.
    const staleTotal = fixture.catalogue.addProduct({ title: 'Stale', totalStock: 4 }, [
      ['Red', 0],
      ['Blue', 0],
    ]);
    const plain = fixture.catalogue.addProduct({ title: 'Cotton', totalStock: 2 });
    const add = (productId: string, colour: string, quantity = 1) =>
      cart.addItem({ ...me, productId, colourId: colour, quantity });

    await rejectsWith(
      add(saree.id, colourId(saree, 'Red')),
      status.FAILED_PRECONDITION,
      'Selected color is out of stock',
    );
    await rejectsWith(add(saree.id, randomUUID()), status.NOT_FOUND, 'Selected color not found');
    await rejectsWith(
      add(saree.id, '', 3),
      status.FAILED_PRECONDITION,
      'Only 2 quantity available for Blue',
    );
    await rejectsWith(
      add(soldOut.id, ''),
      status.FAILED_PRECONDITION,
      'This product is out of stock',
    );
    await rejectsWith(
      add(staleTotal.id, ''),
      status.FAILED_PRECONDITION,
      'All colors are out of stock',
    );
    await rejectsWith(
      add(plain.id, '', 3),
      status.FAILED_PRECONDITION,
      'Only 2 quantity available for this item',
    );
    await rejectsWith(add(plain.id, randomUUID()), status.NOT_FOUND, 'Selected color not found');
    await rejectsWith(add(randomUUID(), ''), status.NOT_FOUND, 'Product not found');
    await rejectsWith(add('not-a-product', ''), status.NOT_FOUND, 'Product not found');
    for (const quantity of [0, -2]) {
      await rejectsWith(
        add(saree.id, '', quantity),
        status.INVALID_ARGUMENT,
        'Quantity must be a whole number of at least 1',
      );
    }
    assert.deepEqual((await cart.getCart(me)).cart!.items, []);

    // A product without colours: its own stock, no colour on the line.
    const ok = await add(plain.id, '', 2);
    assert.deepEqual(linesOf(ok.cart), [['Cotton', '', 2]]);
    assert.equal(ok.cart!.items[0].colour ?? undefined, undefined); // absent on the wire
    assert.deepEqual(ok.cart!.items[0].productColours, []);
    await rejectsWith(
      add(plain.id, ''),
      status.FAILED_PRECONDITION,
      'Only 2 quantity available for this item',
    );
  });

  it('parallel adds to one line never pass the stock', async () => {
    const me = newUser();
    const saree = fixture.catalogue.addProduct({ title: 'Rush' }, [['Red', 3]]);
    const answers = await Promise.allSettled(
      Array.from({ length: 8 }, () =>
        cart.addItem({ ...me, productId: saree.id, colourId: '', quantity: 1 }),
      ),
    );
    assert.equal(answers.filter((a) => a.status === 'fulfilled').length, 3);
    for (const refused of answers.filter((a) => a.status === 'rejected')) {
      assert.equal(
        (refused.reason as { details: string }).details,
        'Only 3 quantity available for Red',
      );
    }
    assert.deepEqual(linesOf((await cart.getCart(me)).cart), [['Rush', 'Red', 3]]);
  });

  it('updates the quantity between 1 and the stock', async () => {
    const me = newUser();
    const saree = fixture.catalogue.addProduct({ title: 'Tussar' }, [['Gold', 4]]);
    const gold = colourId(saree, 'Gold');
    await cart.addItem({ ...me, productId: saree.id, colourId: gold, quantity: 1 });
    const update = (quantity: number) =>
      cart.updateItem({ ...me, productId: saree.id, colourId: gold, oldColourId: '', quantity });

    const answer = await update(4);
    assert.equal(answer.message, 'Cart updated successfully');
    assert.deepEqual(linesOf(answer.cart), [['Tussar', 'Gold', 4]]);
    await rejectsWith(update(5), status.FAILED_PRECONDITION, 'Only 4 quantity available for Gold');
    await rejectsWith(
      update(-1),
      status.INVALID_ARGUMENT,
      'Quantity must be a whole number of at least 1',
    );
    assert.deepEqual(linesOf((await update(1)).cart), [['Tussar', 'Gold', 1]]);

    // The stock fell under the line: it can only come down (here it is gone: sold out).
    fixture.catalogue.setInventory(saree.id, 'Gold', 0);
    await rejectsWith(update(1), status.FAILED_PRECONDITION, 'This product is out of stock');

    await rejectsWith(
      cart.updateItem({
        ...me,
        productId: saree.id,
        colourId: randomUUID(),
        oldColourId: '',
        quantity: 1,
      }),
      status.NOT_FOUND,
      'Item not found in cart',
    );
    await rejectsWith(
      cart.updateItem({
        ...me,
        productId: randomUUID(),
        colourId: '',
        oldColourId: '',
        quantity: 1,
      }),
      status.NOT_FOUND,
      'Item not found in cart',
    );
  });

  it('moves a line to another colour, merging onto a line of that colour within the stock', async () => {
    const me = newUser();
    const saree = fixture.catalogue.addProduct({ title: 'Organza' }, [
      ['Red', 5],
      ['Blue', 4],
      ['Pink', 0],
      ['Green', 6],
    ]);
    const [red, blue, pink, green] = ['Red', 'Blue', 'Pink', 'Green'].map((t) =>
      colourId(saree, t),
    );
    const add = (colour: string, quantity: number) =>
      cart.addItem({ ...me, productId: saree.id, colourId: colour, quantity });
    const move = (from: string, to: string, quantity = 0) =>
      cart.updateItem({ ...me, productId: saree.id, colourId: to, oldColourId: from, quantity });
    await add(red, 2);
    await add(blue, 3);
    const redAddedAt = (await cart.getCart(me)).cart!.items.find(
      (i) => i.colour?.title === 'Red',
    )!.addedAt;

    // Onto a colour with no line: the line moves (keeping when it was added).
    const moved = await move(red, green);
    assert.equal(moved.message, 'Cart updated successfully');
    assert.deepEqual(linesOf(moved.cart), [
      ['Organza', 'Blue', 3],
      ['Organza', 'Green', 2],
    ]);
    assert.equal(moved.cart!.items[1].addedAt, redAddedAt);

    await rejectsWith(
      move(green, pink),
      status.FAILED_PRECONDITION,
      'Selected color is out of stock',
    );
    await rejectsWith(move(green, randomUUID()), status.NOT_FOUND, 'Selected color not found');
    // Merging 2 + 3 onto Blue exceeds its 4 units: refused, nothing changes.
    await rejectsWith(
      move(green, blue),
      status.FAILED_PRECONDITION,
      'Only 4 quantity available for Blue',
    );
    assert.deepEqual(linesOf((await cart.getCart(me)).cart), [
      ['Organza', 'Blue', 3],
      ['Organza', 'Green', 2],
    ]);

    // Blue 3 onto Green 2: one line of 5.
    const merged = await move(blue, green);
    assert.equal(merged.message, 'Items merged successfully');
    assert.deepEqual(linesOf(merged.cart), [['Organza', 'Green', 5]]);
    assert.equal(merged.cart!.itemCount, 5);

    // A colour change with a new quantity.
    const both = await move(green, red, 1);
    assert.equal(both.message, 'Cart updated successfully');
    assert.deepEqual(linesOf(both.cart), [['Organza', 'Red', 1]]);
    await rejectsWith(move(green, red), status.NOT_FOUND, 'Item not found in cart');
  });

  it('removes a line, once', async () => {
    const me = newUser();
    const saree = fixture.catalogue.addProduct({ title: 'Georgette' }, [['Black', 3]]);
    const plain = fixture.catalogue.addProduct({ title: 'Plain', totalStock: 3 });
    const black = colourId(saree, 'Black');
    await cart.addItem({ ...me, productId: saree.id, colourId: black, quantity: 1 });
    await cart.addItem({ ...me, productId: plain.id, colourId: '', quantity: 1 });

    const answer = await cart.removeItem({ ...me, productId: saree.id, colourId: black });
    assert.equal(answer.message, 'Cart item deleted successfully');
    assert.deepEqual(linesOf(answer.cart), [['Plain', '', 1]]);
    await rejectsWith(
      cart.removeItem({ ...me, productId: saree.id, colourId: black }),
      status.NOT_FOUND,
      'Item not found in cart',
    );
    const last = await cart.removeItem({ ...me, productId: plain.id, colourId: '' });
    assert.deepEqual(last.cart!.items, []);
  });

  it('lists lines newest first and sums the subtotal at sale price when there is one', async () => {
    const me = newUser();
    const first = fixture.catalogue.addProduct({ title: 'First', price: 100_000, totalStock: 9 });
    const second = fixture.catalogue.addProduct(
      { title: 'Second', price: 300_000, salePrice: 250_000 },
      [['Teal', 9]],
    );
    await cart.addItem({ ...me, productId: first.id, colourId: '', quantity: 2 });
    const answer = await cart.addItem({ ...me, productId: second.id, colourId: '', quantity: 3 });
    assert.deepEqual(linesOf(answer.cart), [
      ['Second', 'Teal', 3],
      ['First', '', 2],
    ]);
    assert.equal(answer.cart!.itemCount, 5);
    assert.equal(answer.cart!.subtotal, 2 * 100_000 + 3 * 250_000);
  });

  it('leaves out (and drops) lines whose product or colour no longer exists', async () => {
    const me = newUser();
    const kept = fixture.catalogue.addProduct({ title: 'Kept', totalStock: 5 });
    const gone = fixture.catalogue.addProduct({ title: 'Gone', price: 500_000, totalStock: 5 });
    const recoloured = fixture.catalogue.addProduct({ title: 'Recoloured' }, [['Red', 5]]);
    await cart.addItem({ ...me, productId: gone.id, colourId: '', quantity: 1 });
    await cart.addItem({ ...me, productId: recoloured.id, colourId: '', quantity: 1 });
    await cart.addItem({ ...me, productId: kept.id, colourId: '', quantity: 1 });
    fixture.catalogue.products.delete(gone.id);
    recoloured.colours = [{ id: randomUUID(), title: 'Blue', inventory: 5, image: '' }];

    const answer = await cart.getCart(me);
    assert.deepEqual(linesOf(answer.cart), [['Kept', '', 1]]);
    assert.equal(answer.cart!.subtotal, 150_000);
    assert.deepEqual(
      (await cart.getCartLines(me)).lines.map((line) => line.productId),
      [kept.id],
    );
  });

  it('copies a guest cart in order: added, duplicate or refused, with counts', async () => {
    const me = newUser();
    const saree = fixture.catalogue.addProduct({ title: 'Chanderi' }, [
      ['Red', 0],
      ['Blue', 2],
      ['Green', 4],
    ]);
    const plain = fixture.catalogue.addProduct({ title: 'Mul cotton', totalStock: 1 });
    const [red, blue, green] = ['Red', 'Blue', 'Green'].map((t) => colourId(saree, t));
    await cart.addItem({ ...me, productId: saree.id, colourId: green, quantity: 1 });
    const missing = randomUUID();

    const answer = await cart.mergeItems({
      ...me,
      lines: [
        { productId: saree.id, colourId: green, quantity: 3 }, // already in the cart
        { productId: saree.id, colourId: blue, quantity: 2 },
        { productId: saree.id, colourId: blue, quantity: 1 }, // added just above
        { productId: saree.id, colourId: red, quantity: 1 },
        { productId: plain.id, colourId: '', quantity: 2 },
        { productId: missing, colourId: '', quantity: 1 },
        { productId: plain.id, colourId: '', quantity: 1 },
      ],
    });
    assert.deepEqual(answer.results, [
      { productId: saree.id, colourId: green, outcome: 'duplicate', message: '' },
      { productId: saree.id, colourId: blue, outcome: 'added', message: '' },
      { productId: saree.id, colourId: blue, outcome: 'duplicate', message: '' },
      {
        productId: saree.id,
        colourId: red,
        outcome: 'refused',
        message: 'Selected color is out of stock',
      },
      {
        productId: plain.id,
        colourId: '',
        outcome: 'refused',
        message: 'Only 1 quantity available for this item',
      },
      { productId: missing, colourId: '', outcome: 'refused', message: 'Product not found' },
      { productId: plain.id, colourId: '', outcome: 'added', message: '' },
    ]);
    assert.deepEqual(
      { added: answer.added, duplicates: answer.duplicates, refused: answer.refused },
      { added: 2, duplicates: 2, refused: 3 },
    );
    assert.deepEqual(linesOf(answer.cart), [
      ['Mul cotton', '', 1],
      ['Chanderi', 'Blue', 2],
      ['Chanderi', 'Green', 1],
    ]);
  });

  it('gives a guest line without a colour the first colour with inventory', async () => {
    const me = newUser();
    const saree = fixture.catalogue.addProduct({ title: 'Paithani' }, [
      ['Red', 0],
      ['Blue', 2],
    ]);
    const answer = await cart.mergeItems({
      ...me,
      lines: [
        { productId: saree.id, colourId: '', quantity: 1 },
        { productId: saree.id, colourId: '', quantity: 1 },
        { productId: saree.id, colourId: '', quantity: 0 },
      ],
    });
    // Each result echoes its request line; the line went to Blue.
    assert.deepEqual(
      answer.results.map((r) => [r.colourId, r.outcome, r.message]),
      [
        ['', 'added', ''],
        ['', 'duplicate', ''],
        ['', 'refused', 'Quantity must be a whole number of at least 1'],
      ],
    );
    assert.deepEqual(linesOf(answer.cart), [['Paithani', 'Blue', 1]]);
  });

  it("denies another customer's cart and lets an admin read any", async () => {
    const owner = newUser();
    const other = newUser();
    const saree = fixture.catalogue.addProduct({ title: 'Private' }, [['Red', 3]]);
    const red = colourId(saree, 'Red');
    await cart.addItem({ ...owner, productId: saree.id, colourId: red, quantity: 1 });
    const as = { actor: other.actor, userId: owner.userId };
    const denied = (promise: Promise<unknown>) =>
      rejectsWith(promise, status.PERMISSION_DENIED, 'Access denied');

    await denied(cart.getCart(as));
    await denied(cart.getCartLines(as));
    await denied(cart.addItem({ ...as, productId: saree.id, colourId: red, quantity: 1 }));
    await denied(
      cart.updateItem({ ...as, productId: saree.id, colourId: red, oldColourId: '', quantity: 2 }),
    );
    await denied(cart.removeItem({ ...as, productId: saree.id, colourId: red }));
    await denied(
      cart.mergeItems({ ...as, lines: [{ productId: saree.id, colourId: red, quantity: 1 }] }),
    );
    await rejectsWith(
      cart.getCart({ actor: undefined, userId: owner.userId }),
      status.UNAUTHENTICATED,
      'Please sign in to continue',
    );

    const seen = await cart.getCart({ actor: ADMIN, userId: owner.userId });
    assert.deepEqual(linesOf(seen.cart), [['Private', 'Red', 1]]);
  });

  it('answers UNAVAILABLE while catalogue is down, changing nothing', async () => {
    const me = newUser();
    const saree = fixture.catalogue.addProduct({ title: 'Offline', totalStock: 3 });
    fixture.catalogue.down = true;
    try {
      await rejectsWith(
        cart.addItem({ ...me, productId: saree.id, colourId: '', quantity: 1 }),
        status.UNAVAILABLE,
        'The shop is busy right now. Please try again.',
      );
    } finally {
      fixture.catalogue.down = false;
    }
    assert.deepEqual((await cart.getCartLines(me)).lines, []);
  });
});
