// Cart, checkout, payment and orders at the edge (real gateway, fake cart, order, payment,
// identity and catalogue gRPC servers): paths, shapes and messages of docs/api-buying.md,
// rupees at the edge and paise inside, the gateway's own 403 for another user's id, what a
// checkout reads of its body (and what it ignores), the address and the account read from
// identity, the idempotency hash, the webhook's raw bytes, and the GraphQL fields.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Product } from '@boutique/contracts/catalogue/v1/catalogue_service';
import { sign, TOTAL_CHANGED, KEY_REUSED, WEBHOOK_SECRET } from './fixtures/fake-buying.js';
import { startGateway, type Harness } from './fixtures/gateway-harness.js';
import { httpClient, str, type Json } from './fixtures/http.js';

let gw: Harness;
const { get, post, put, del, graphql, call } = httpClient(() => gw.baseUrl);

const ACCESS_DENIED = 'Access denied';
let adminToken = '';
let priyaToken = '';
let raviToken = '';
let priyaId = '';
let raviId = '';
let priyaAddress = '';
let raviAddress = '';
let categoryId = '';

/** A JSON value as a plain value, for deepEqual against literals. */
const plain = (value: unknown): unknown => value;

before(async () => {
  gw = await startGateway();
  const admin = gw.identity.addUser({
    userName: 'Admin',
    email: 'admin@example.com',
    password: 'admin-pass',
    role: 'admin',
  });
  const priya = gw.identity.addUser({
    userName: 'Priya',
    email: 'priya@example.com',
    password: 'priya-pass',
  });
  const ravi = gw.identity.addUser({
    userName: 'Ravi',
    email: 'ravi@example.com',
    password: 'ravi-pass',
  });
  priyaId = priya.id;
  raviId = ravi.id;
  adminToken = await gw.identity.accessToken(admin);
  priyaToken = await gw.identity.accessToken(priya);
  raviToken = await gw.identity.accessToken(ravi);
  priyaAddress = addAddress(priya.id, 'Priya Sharma');
  raviAddress = addAddress(ravi.id, 'Ravi Kumar');
  categoryId = gw.catalogue.addCategory({ name: 'Organza Sarees' }).id;
});

after(async () => {
  await gw?.stop();
});

function addAddress(userId: string, name: string): string {
  const id = randomUUID();
  const at = new Date().toISOString();
  gw.identity.addresses.set(id, {
    id,
    userId,
    name,
    address: '12 MG Road',
    state: 'KA',
    city: 'Bengaluru',
    pincode: '560001',
    phone: '9876543210',
    notes: 'Near the temple',
    createdAt: at,
    updatedAt: at,
  });
  return id;
}

/** A new product (₹2499.50, on sale at ₹1999) with a Pink colour of `inventory` units. */
function saree(inventory = 3): Product & { pink: string } {
  const pink = randomUUID();
  const product = gw.catalogue.addProduct({
    title: `Pastel organza ${randomUUID().slice(0, 4)}`,
    categoryId,
    productCode: 'SR-1',
    price: 249_950,
    salePrice: 199_900,
    images: ['/media/images/a/1024.jpg'],
    colours: [
      { id: pink, title: 'Pink', inventory, image: '/media/images/b/1024.jpg' },
      { id: randomUUID(), title: 'Blue', inventory: 0, image: '' },
    ],
  });
  return { ...product, pink };
}

function lastCall(
  server: { callsOf(method: string): { request: Record<string, unknown> }[] },
  method: string,
) {
  const found = server.callsOf(method).at(-1);
  assert.ok(found, `${method} was called`);
  return found.request;
}

const auth = (token: string) => ({ token });

/** The storefront's checkout body, with every field a client might try to set. */
function checkoutBody(product: Product & { pink: string }, quantity = 2, extra: object = {}) {
  return {
    userId: priyaId,
    email: 'someone-else@example.com',
    cartId: 'client-cart-id',
    cartItems: [
      {
        productId: product.id,
        title: 'Cheap title',
        price: 1,
        salePrice: 1,
        quantity,
        colors: { _id: product.pink, title: 'Pink' },
      },
    ],
    addressInfo: {
      addressId: priyaAddress,
      address: 'Somewhere else',
      city: 'Elsewhere',
      pincode: '110001',
      phone: '9000000000',
      notes: '',
    },
    orderStatus: 'delivered',
    paymentStatus: 'paid',
    orderDate: '2020-01-01T00:00:00.000Z',
    orderUpdateDate: '2020-01-01T00:00:00.000Z',
    ...extra,
  };
}

describe('cart REST', () => {
  it('GET: an empty cart; 401 without a token; 403 for another user; an admin may read it', async () => {
    const empty = await get(`/api/shop/cart/get/${raviId}`, auth(raviToken));
    assert.equal(empty.status, 200, empty.text);
    assert.equal(plain(empty.json.success), true);
    assert.deepEqual(plain(empty.json.data.items), []);
    assert.equal(plain(empty.json.data.itemCount), 0);
    assert.equal(plain(empty.json.data.subtotal), 0);
    assert.equal(plain(empty.json.data.userId), raviId);
    assert.equal((await get(`/api/shop/cart/get/${raviId}`)).status, 401);
    const other = await get(`/api/shop/cart/get/${raviId}`, auth(priyaToken));
    assert.equal(other.status, 403);
    assert.deepEqual(plain(other.json), { success: false, message: ACCESS_DENIED });
    assert.equal((await get(`/api/shop/cart/get/${raviId}`, auth(adminToken))).status, 200);
  });

  it('add: "Item added to cart!" and the cart in rupees with colours', async () => {
    const product = saree(5);
    const added = await post(
      '/api/shop/cart/add',
      { userId: priyaId, productId: product.id, quantity: 2, colorId: product.pink, price: 1 },
      auth(priyaToken),
    );
    assert.equal(added.status, 200, added.text);
    assert.equal(plain(added.json.message), 'Item added to cart!');
    const request = lastCall(gw.cart, 'AddItem');
    assert.deepEqual(request.actor, { userId: priyaId, role: 'user', userName: 'Priya' });
    assert.equal(request.userId, priyaId);
    assert.equal(request.quantity, 2);
    const cart = added.json.data;
    const line = cart.items[0];
    assert.equal(plain(line.productId), product.id);
    assert.equal(plain(line.price), 2499.5);
    assert.equal(plain(line.salePrice), 1999);
    assert.equal(plain(line.quantity), 2);
    assert.deepEqual(plain(line.colors), {
      id: product.pink,
      _id: product.pink,
      title: 'Pink',
      image: '/media/images/b/1024.jpg',
    });
    assert.equal(plain(line.productColors[0].inventory), 5);
    assert.equal(plain(line.productColors[0]._id), product.pink);
    assert.equal(plain(cart.subtotal), 3998);
    assert.equal(cart._id, cart.id);
    // Without colorId the service picks the first colour with stock.
    const defaulted = await post(
      '/api/shop/cart/add',
      { productId: product.id, quantity: 1 },
      auth(raviToken),
    );
    assert.equal(defaulted.status, 200, defaulted.text);
    assert.equal(lastCall(gw.cart, 'AddItem').colourId, '');
    assert.equal(lastCall(gw.cart, 'AddItem').userId, raviId);
  });

  it('400 for a bad quantity (the service is not asked); 403 for another userId; service errors pass', async () => {
    const product = saree(2);
    const before = gw.cart.callsOf('AddItem').length;
    for (const quantity of [0, -1, 1.5, 'two', null, undefined]) {
      const response = await post(
        '/api/shop/cart/add',
        { userId: priyaId, productId: product.id, quantity },
        auth(priyaToken),
      );
      assert.equal(response.status, 400, String(quantity));
      assert.deepEqual(plain(response.json), {
        success: false,
        message: 'Quantity must be a whole number of at least 1',
      });
    }
    const other = await post(
      '/api/shop/cart/add',
      { userId: raviId, productId: product.id, quantity: 1 },
      auth(priyaToken),
    );
    assert.equal(other.status, 403);
    assert.equal(plain(other.json.message), ACCESS_DENIED);
    assert.equal(gw.cart.callsOf('AddItem').length, before);
    const tooMany = await post(
      '/api/shop/cart/add',
      { userId: priyaId, productId: product.id, quantity: 3, colorId: product.pink },
      auth(priyaToken),
    );
    assert.equal(tooMany.status, 409);
    assert.equal(plain(tooMany.json.message), 'Only 2 quantity available for Pink');
    const missing = await post(
      '/api/shop/cart/add',
      { userId: priyaId, productId: randomUUID(), quantity: 1 },
      auth(priyaToken),
    );
    assert.equal(missing.status, 404);
    assert.equal(plain(missing.json.message), 'Product not found');
  });

  it('update-cart, delete and merge answer their messages', async () => {
    const product = saree(5);
    await post(
      '/api/shop/cart/add',
      { productId: product.id, quantity: 1, colorId: product.pink },
      auth(raviToken),
    );
    const updated = await put(
      '/api/shop/cart/update-cart',
      { userId: raviId, productId: product.id, colorId: product.pink, quantity: 3 },
      auth(raviToken),
    );
    assert.equal(updated.status, 200, updated.text);
    assert.equal(plain(updated.json.message), 'Cart updated successfully');
    assert.equal(lastCall(gw.cart, 'UpdateItem').quantity, 3);
    const colourOnly = await put(
      '/api/shop/cart/update-cart',
      { userId: raviId, productId: product.id, colorId: product.pink, oldColorId: product.pink },
      auth(raviToken),
    );
    assert.equal(colourOnly.status, 200);
    assert.equal(lastCall(gw.cart, 'UpdateItem').quantity, 0, 'absent quantity keeps it');
    assert.equal(lastCall(gw.cart, 'UpdateItem').oldColourId, product.pink);
    const forbidden = await put(
      '/api/shop/cart/update-cart',
      { userId: priyaId, productId: product.id, colorId: product.pink, quantity: 1 },
      auth(raviToken),
    );
    assert.equal(forbidden.status, 403);

    const removed = await del(
      `/api/shop/cart/${raviId}/${product.id}/${product.pink}`,
      auth(raviToken),
    );
    assert.equal(removed.status, 200, removed.text);
    assert.equal(plain(removed.json.message), 'Cart item deleted successfully');
    const again = await del(
      `/api/shop/cart/${raviId}/${product.id}/${product.pink}`,
      auth(raviToken),
    );
    assert.equal(again.status, 404);
    assert.deepEqual(plain(again.json), { success: false, message: 'Item not found in cart' });
    const noColour = await del(`/api/shop/cart/${raviId}/${product.id}`, auth(raviToken));
    assert.equal(noColour.status, 404);
    assert.equal(lastCall(gw.cart, 'RemoveItem').colourId, '');
    assert.equal(
      (await del(`/api/shop/cart/${priyaId}/${product.id}`, auth(raviToken))).status,
      403,
    );

    await post(
      '/api/shop/cart/add',
      { productId: product.id, quantity: 1, colorId: product.pink },
      auth(raviToken),
    );
    const other = saree(1);
    const merged = await post(
      '/api/shop/cart/merge',
      {
        userId: raviId,
        items: [
          { productId: product.id, colorId: product.pink, quantity: 1 },
          { productId: other.id, colorId: other.pink, quantity: 4 },
        ],
      },
      auth(raviToken),
    );
    assert.equal(merged.status, 200, merged.text);
    assert.equal(plain(merged.json.success), true);
    assert.equal(plain(merged.json.added), 0);
    assert.equal(plain(merged.json.duplicates), 1);
    assert.equal(plain(merged.json.refused), 1);
    assert.deepEqual(plain(merged.json.results[1]), {
      productId: other.id,
      colorId: other.pink,
      outcome: 'refused',
      message: 'Only 1 quantity available for Pink',
    });
    assert.ok(merged.json.data.items);
    const badMerge = await post(
      '/api/shop/cart/merge',
      { items: [{ productId: product.id, colorId: product.pink, quantity: 0 }] },
      auth(raviToken),
    );
    assert.equal(badMerge.status, 400);
  });
});

describe('POST /api/shop/order/create', () => {
  it('201 with the provider order; reads only ids, quantities, the address id and the total', async () => {
    const product = saree(5);
    const response = await post(
      '/api/shop/order/create',
      checkoutBody(product, 2, { totalAmount: 3998 }),
      auth(priyaToken),
    );
    assert.equal(response.status, 201, response.text);
    const request = lastCall(gw.order, 'CreateOrder');
    assert.deepEqual(request.lines, [
      { productId: product.id, colourId: product.pink, quantity: 2 },
    ]);
    assert.equal(request.clientTotal, 399_800);
    assert.equal(request.email, 'priya@example.com', 'the account e-mail, not the body');
    assert.equal(request.userName, 'Priya');
    assert.equal(request.paymentMethod, 'razorpay', 'online unless the body asks for COD');
    assert.deepEqual(request.actor, { userId: priyaId, role: 'user', userName: 'Priya' });
    assert.deepEqual(request.address, {
      addressId: priyaAddress,
      name: 'Priya Sharma',
      address: '12 MG Road',
      state: 'Karnataka',
      city: 'Bengaluru',
      pincode: '560001',
      phone: '9876543210',
      notes: 'Near the temple',
      // identity's delivery promise to the pincode, asked in the same call, kept on the order
      deliveryZone: 'Same city',
      deliveryEarliestDate: '2026-12-01',
      deliveryLatestDate: '2026-12-02',
    });
    assert.notEqual(request.cartId, 'client-cart-id');
    const body = response.json;
    assert.equal(plain(body.success), true);
    assert.equal(plain(body.amount), 399_800, 'paise');
    assert.equal(plain(body.currency), 'INR');
    assert.equal(plain(body.keyId), 'rzp_test_sandbox');
    assert.equal(plain(body.approvalURL), null);
    assert.equal(plain(body.provider), 'sandbox');
    assert.match(str(body.razorpayOrderId), /^order_/);
    const order = body.data;
    assert.equal(order.id, body.orderId);
    assert.equal(order._id, body.orderId);
    assert.equal(plain(order.orderStatus), 'pending', 'orderStatus "delivered" ignored');
    assert.equal(plain(order.paymentStatus), 'pending', 'paymentStatus "paid" ignored');
    assert.equal(plain(order.totalAmount), 3998, 'rupees');
    assert.deepEqual(plain(order.user), {
      name: 'Priya',
      userName: 'Priya',
      email: 'priya@example.com',
    });
    assert.deepEqual(plain(order.cartItems), [
      {
        productId: product.id,
        title: product.title,
        productCode: 'SR-1',
        image: '/media/images/a/1024.jpg',
        quantity: 2,
        price: 1999,
        lineTotal: 3998,
        colors: { _id: product.pink, id: product.pink, title: 'Pink' },
        // Bought at its sale price: not returnable (docs/returns.md).
        onSale: true,
        returnable: false,
        notReturnableReason: "Sale items can't be returned",
      },
    ]);
    assert.deepEqual(plain(order.orderItems), [{ productId: product.id, quantity: 2 }]);
    assert.equal(plain(order.addressInfo.address), '12 MG Road');
    assert.equal(plain(order.statusHistory[0].status), 'pending');
  });

  it("the account's e-mail and name as identity stores them now, with the address in one call; the cart's id asked once", async () => {
    const product = saree(5);
    const ravi = gw.identity.users.get(raviId)!;
    const before = { email: ravi.email, userName: ravi.userName };
    // Changed since Ravi's token was issued: the order takes identity's, not the token's.
    ravi.email = 'ravi.kumar@example.com';
    ravi.userName = 'Ravi K';
    try {
      const calls = {
        getUser: gw.identity.callsOf('GetUser').length,
        getAddress: gw.identity.callsOf('GetAddress').length,
        cart: gw.cart.callsOf('GetCartLines').length,
      };
      const body = {
        userId: raviId,
        cartItems: [{ productId: product.id, colors: { _id: product.pink }, quantity: 1 }],
        addressInfo: { addressId: raviAddress },
      };
      const first = await post('/api/shop/order/create', body, auth(raviToken));
      assert.equal(first.status, 201, first.text);
      const placed = lastCall(gw.order, 'CreateOrder');
      assert.equal(placed.email, 'ravi.kumar@example.com');
      assert.equal(placed.userName, 'Ravi K');
      assert.equal((placed.address as { name: string }).name, 'Ravi Kumar');
      const second = await post(
        '/api/shop/order/create',
        { ...body, cartItems: [{ ...body.cartItems[0], quantity: 2 }] },
        auth(raviToken),
      );
      assert.equal(second.status, 201, second.text);
      const again = lastCall(gw.order, 'CreateOrder');
      assert.ok(placed.cartId, "the order remembers Ravi's cart");
      assert.equal(again.cartId, placed.cartId);
      assert.equal(gw.identity.callsOf('GetUser').length, calls.getUser);
      assert.equal(gw.identity.callsOf('GetAddress').length, calls.getAddress + 2);
      assert.ok(gw.cart.callsOf('GetCartLines').length <= calls.cart + 1);
    } finally {
      Object.assign(ravi, before);
    }
  });

  it('rupees become paise (Math.round(x * 100)); no totalAmount is -1; a bad one is 400', async () => {
    const cases: [unknown, number][] = [
      [1999.99, 199_999],
      ['1999', 199_900],
      [0.1 + 0.2, 30],
      [undefined, -1],
      [null, -1],
    ];
    for (const [totalAmount, paise] of cases) {
      const product = saree(5);
      await post(
        '/api/shop/order/create',
        checkoutBody(product, 1, { totalAmount }),
        auth(priyaToken),
      );
      assert.equal(lastCall(gw.order, 'CreateOrder').clientTotal, paise, String(totalAmount));
    }
    const before = gw.order.callsOf('CreateOrder').length;
    const bad = await post(
      '/api/shop/order/create',
      checkoutBody(saree(5), 1, { totalAmount: 'lots' }),
      auth(priyaToken),
    );
    assert.equal(bad.status, 400);
    assert.equal(plain(bad.json.message), 'Total amount must be a number');
    assert.equal(gw.order.callsOf('CreateOrder').length, before);
  });

  it('paymentMethod cod reaches the order service (which assesses and refuses it)', async () => {
    const response = await post(
      '/api/shop/order/create',
      checkoutBody(saree(5), 1, { paymentMethod: 'cod' }),
      auth(priyaToken),
    );
    assert.equal(response.status, 201, response.text);
    const request = lastCall(gw.order, 'CreateOrder');
    assert.equal(request.paymentMethod, 'cod');
  });

  it('a client total below the server total is 409 and nothing is created', async () => {
    const product = saree(5);
    const before = gw.order.orders.size;
    const response = await post(
      '/api/shop/order/create',
      checkoutBody(product, 1, { totalAmount: 1 }),
      auth(priyaToken),
    );
    assert.equal(response.status, 409);
    assert.deepEqual(plain(response.json), { success: false, message: TOTAL_CHANGED });
    assert.equal(gw.order.orders.size, before);
  });

  it("403 for another user's id; 400 without an address; 404 for another user's address", async () => {
    const product = saree(5);
    const before = gw.order.callsOf('CreateOrder').length;
    const other = await post(
      '/api/shop/order/create',
      checkoutBody(product, 1, { userId: raviId }),
      auth(priyaToken),
    );
    assert.equal(other.status, 403);
    assert.deepEqual(plain(other.json), { success: false, message: ACCESS_DENIED });
    const noAddress = await post(
      '/api/shop/order/create',
      checkoutBody(product, 1, { addressInfo: { address: '12 MG Road' } }),
      auth(priyaToken),
    );
    assert.equal(noAddress.status, 400);
    assert.equal(plain(noAddress.json.message), 'Please select one address to proceed.');
    for (const addressId of [raviAddress, randomUUID()]) {
      const notMine = await post(
        '/api/shop/order/create',
        checkoutBody(product, 1, { addressInfo: { addressId } }),
        auth(priyaToken),
      );
      assert.equal(notMine.status, 404);
      assert.deepEqual(plain(notMine.json), { success: false, message: 'Address not found' });
    }
    // addressId at the top level is read too.
    const topLevel = await post(
      '/api/shop/order/create',
      checkoutBody(product, 1, { addressInfo: undefined, addressId: priyaAddress }),
      auth(priyaToken),
    );
    assert.equal(topLevel.status, 201, topLevel.text);
    assert.equal(gw.order.callsOf('CreateOrder').length, before + 1);
    assert.equal((await post('/api/shop/order/create', checkoutBody(product))).status, 401);
  });

  it('query parameters never fill a body: the checkout and the cart read their bodies only', async () => {
    const product = saree(5);
    const before = gw.order.callsOf('CreateOrder').length;
    const noAddress = await post(
      `/api/shop/order/create?addressId=${priyaAddress}&userId=${raviId}`,
      checkoutBody(product, 1, { addressInfo: undefined, userId: undefined }),
      auth(priyaToken),
    );
    assert.equal(noAddress.status, 400, noAddress.text);
    assert.equal(plain(noAddress.json.message), 'Please select one address to proceed.');
    assert.equal(gw.order.callsOf('CreateOrder').length, before);
    const added = await post(
      `/api/shop/cart/add?userId=${raviId}`,
      { productId: product.id, quantity: 1, colorId: product.pink },
      auth(priyaToken),
    );
    assert.equal(added.status, 200, added.text);
    assert.equal(plain(added.json.data.userId), priyaId);
  });

  it('without cartItems the server cart is checked out; an empty one is 400', async () => {
    const product = saree(5);
    const emptyCart = await post(
      '/api/shop/order/create',
      { addressInfo: { addressId: raviAddress }, cartItems: [] },
      auth(raviToken),
    );
    gw.cart.cart(raviId).lines.length = 0;
    const empty = await post(
      '/api/shop/order/create',
      { addressInfo: { addressId: raviAddress } },
      auth(raviToken),
    );
    for (const response of [empty]) {
      assert.equal(response.status, 400);
      assert.equal(
        plain(response.json.message),
        'Your cart is empty. Please add items to proceed.',
      );
    }
    assert.ok(emptyCart.status === 400 || emptyCart.status === 201);
    await post(
      '/api/shop/cart/add',
      { productId: product.id, quantity: 2, colorId: product.pink },
      auth(raviToken),
    );
    const fromCart = await post(
      '/api/shop/order/create',
      { addressInfo: { addressId: raviAddress }, cartItems: [] },
      auth(raviToken),
    );
    assert.equal(fromCart.status, 201, fromCart.text);
    const request = lastCall(gw.order, 'CreateOrder');
    assert.deepEqual(request.lines, [
      { productId: product.id, colourId: product.pink, quantity: 2 },
    ]);
    assert.equal(request.cartId, gw.cart.cart(raviId).id);
    assert.equal(request.email, 'ravi@example.com');
  });

  it('stock problems: 409 with title, the first problem as message and every problem', async () => {
    const product = saree(1);
    const response = await post(
      '/api/shop/order/create',
      checkoutBody(product, 2),
      auth(priyaToken),
    );
    assert.equal(response.status, 409);
    const problem = `Sorry, only 1 item(s) of "${product.title}" in Pink is/are available. Please reduce the quantity.`;
    assert.deepEqual(plain(response.json), {
      success: false,
      title: 'Unable to Complete Order',
      message: problem,
      problems: [problem],
    });
  });

  it('Idempotency-Key: same body, same hash and the same order; another body, 409', async () => {
    const product = saree(5);
    const key = randomUUID();
    const body = checkoutBody(product, 1);
    const first = await post('/api/shop/order/create', body, {
      token: priyaToken,
      headers: { 'Idempotency-Key': key },
    });
    const firstRequest = lastCall(gw.order, 'CreateOrder');
    // The same body with its fields in another order.
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const second = await post('/api/shop/order/create', reordered, {
      token: priyaToken,
      headers: { 'Idempotency-Key': key },
    });
    const secondRequest = lastCall(gw.order, 'CreateOrder');
    assert.equal(first.status, 201, first.text);
    assert.equal(second.status, 201, second.text);
    assert.equal(second.json.orderId, first.json.orderId);
    assert.equal(firstRequest.idempotencyKey, key);
    assert.match(String(firstRequest.requestHash), /^[0-9a-f]{64}$/);
    assert.equal(secondRequest.requestHash, firstRequest.requestHash);
    const different = await post('/api/shop/order/create', checkoutBody(product, 2), {
      token: priyaToken,
      headers: { 'Idempotency-Key': key },
    });
    assert.notEqual(lastCall(gw.order, 'CreateOrder').requestHash, firstRequest.requestHash);
    assert.equal(different.status, 409);
    assert.deepEqual(plain(different.json), { success: false, message: KEY_REUSED });
    // Without the header no key is sent.
    await post('/api/shop/order/create', body, auth(priyaToken));
    assert.equal(lastCall(gw.order, 'CreateOrder').idempotencyKey, '');
  });
});

/** Places an order for `token`'s user and pays it in the sandbox; answers ids and the signature. */
async function placeAndPay(token: string, addressId: string) {
  const product = saree(5);
  const created = await post(
    '/api/shop/order/create',
    {
      cartItems: [{ productId: product.id, colorId: product.pink, quantity: 1 }],
      addressInfo: { addressId },
    },
    auth(token),
  );
  assert.equal(created.status, 201, created.text);
  const paid = await post(
    `/api/sandbox/razorpay/orders/${str(created.json.razorpayOrderId)}/pay`,
    { outcome: 'success' },
    auth(token),
  );
  assert.equal(paid.status, 200, paid.text);
  return {
    orderId: str(created.json.orderId),
    razorpayOrderId: str(created.json.razorpayOrderId),
    paymentId: str(paid.json.razorpay_payment_id),
    signature: str(paid.json.razorpay_signature),
  };
}

describe('capture and orders', () => {
  it('capture: 400 for a forged signature (still pending), 200 with payerId, repeatable; 404 for another user', async () => {
    const order = await placeAndPay(priyaToken, priyaAddress);
    const forged = await post(
      '/api/shop/order/capture',
      { orderId: order.orderId, paymentId: order.paymentId, signature: 'f'.repeat(64) },
      auth(priyaToken),
    );
    assert.equal(forged.status, 400);
    assert.deepEqual(plain(forged.json), { success: false, message: 'Invalid payment signature' });
    assert.equal(gw.order.orders.get(order.orderId)?.orderStatus, 'pending');
    const stranger = await post(
      '/api/shop/order/capture',
      { orderId: order.orderId, paymentId: order.paymentId, signature: order.signature },
      auth(raviToken),
    );
    assert.equal(stranger.status, 404);
    assert.deepEqual(plain(stranger.json), { success: false, message: 'Order not found' });
    for (let i = 0; i < 2; i += 1) {
      const captured = await post(
        '/api/shop/order/capture',
        { orderId: order.orderId, paymentId: order.paymentId, payerId: order.signature },
        auth(priyaToken),
      );
      assert.equal(captured.status, 200, captured.text);
      assert.equal(plain(captured.json.message), 'Payment captured successfully');
      assert.equal(plain(captured.json.data.paymentStatus), 'paid');
      assert.equal(plain(captured.json.data.orderStatus), 'confirmed');
    }
    const request = lastCall(gw.order, 'CapturePayment');
    assert.equal(request.signature, order.signature);
    assert.deepEqual(request.actor, { userId: priyaId, role: 'user', userName: 'Priya' });
  });

  it("list and details: the caller's own; 403 for another user's list, 404 for their order", async () => {
    const order = await placeAndPay(priyaToken, priyaAddress);
    const mine = await get(`/api/shop/order/list/${priyaId}`, auth(priyaToken));
    assert.equal(mine.status, 200);
    assert.ok((mine.json.data as unknown as Json[]).some((o) => o.id === plain(order.orderId)));
    const theirs = await get(`/api/shop/order/list/${priyaId}`, auth(raviToken));
    assert.equal(theirs.status, 403);
    assert.equal(plain(theirs.json.message), ACCESS_DENIED);
    const details = await get(`/api/shop/order/details/${order.orderId}`, auth(priyaToken));
    assert.equal(details.status, 200);
    assert.equal(plain(details.json.data.id), order.orderId);
    const hidden = await get(`/api/shop/order/details/${order.orderId}`, auth(raviToken));
    assert.equal(hidden.status, 404);
    assert.deepEqual(plain(hidden.json), { success: false, message: 'Order not found' });
  });

  it('admin: paid orders with total, details, status update; 403 for a customer; 400 for a bad status', async () => {
    const order = await placeAndPay(priyaToken, priyaAddress);
    await post(
      '/api/shop/order/capture',
      { orderId: order.orderId, paymentId: order.paymentId, signature: order.signature },
      auth(priyaToken),
    );
    const list = await get(
      `/api/admin/orders/get?search=${order.orderId.slice(0, 8)}&page=1&pageSize=10`,
      auth(adminToken),
    );
    assert.equal(list.status, 200, list.text);
    assert.equal(plain(list.json.total), 1);
    assert.equal(plain(list.json.data[0].id), order.orderId);
    const listRequest = lastCall(gw.order, 'AdminListOrders');
    assert.equal(listRequest.search, order.orderId.slice(0, 8));
    assert.equal(listRequest.page, 1);
    assert.equal(listRequest.pageSize, 10);
    assert.equal((await get('/api/admin/orders/get?page=0', auth(adminToken))).status, 400);
    assert.equal((await get('/api/admin/orders/get', auth(priyaToken))).status, 403);
    assert.equal(
      (await get(`/api/admin/orders/details/${order.orderId}`, auth(adminToken))).status,
      200,
    );
    assert.equal(
      (await get(`/api/admin/orders/details/${order.orderId}`, auth(raviToken))).status,
      403,
    );
    const before = gw.order.callsOf('UpdateOrderStatus').length;
    for (const orderStatus of ['shipped', 'cancelled', '', undefined]) {
      const bad = await put(
        `/api/admin/orders/update/${order.orderId}`,
        { orderStatus },
        auth(adminToken),
      );
      assert.equal(bad.status, 400, String(orderStatus));
      assert.deepEqual(plain(bad.json), { success: false, message: 'Invalid order status' });
    }
    assert.equal(gw.order.callsOf('UpdateOrderStatus').length, before);
    const noTracking = await put(
      `/api/admin/orders/update/${order.orderId}`,
      { orderStatus: 'inShipping' },
      auth(adminToken),
    );
    assert.equal(noTracking.status, 400);
    assert.equal(
      plain(noTracking.json.message),
      'Tracking number is required when marking order as shipped',
    );
    const couriers = await get('/api/admin/orders/couriers', auth(adminToken));
    assert.equal(couriers.status, 200, couriers.text);
    assert.deepEqual(
      (couriers.json.data as unknown as { id: string }[]).map((c) => c.id),
      ['delhivery', 'dtdc'],
    );
    assert.equal((await get('/api/admin/orders/couriers', auth(priyaToken))).status, 403);
    const noCourier = await put(
      `/api/admin/orders/update/${order.orderId}`,
      { orderStatus: 'inShipping', trackingNumber: 'TRK 123' },
      auth(adminToken),
    );
    assert.equal(noCourier.status, 400);
    assert.equal(
      plain(noCourier.json.message),
      'Please choose the courier when marking order as shipped',
    );
    const unknownCourier = await put(
      `/api/admin/orders/update/${order.orderId}`,
      { orderStatus: 'inShipping', trackingNumber: 'TRK 123', courierId: 'pigeon' },
      auth(adminToken),
    );
    assert.equal(unknownCourier.status, 400);
    const shipped = await put(
      `/api/admin/orders/update/${order.orderId}`,
      { orderStatus: 'inShipping', trackingNumber: 'TRK 123', courierId: 'delhivery' },
      auth(adminToken),
    );
    assert.equal(shipped.status, 200, shipped.text);
    assert.equal(plain(shipped.json.message), 'Order status updated successfully');
    assert.equal(plain(shipped.json.data.trackingNumber), 'TRK 123');
    assert.equal(plain(shipped.json.data.courierName), 'Delhivery');
    assert.equal(
      plain(shipped.json.data.trackingUrl),
      'https://www.delhivery.com/track/package/TRK%20123',
    );
    const customer = await put(
      `/api/admin/orders/update/${order.orderId}`,
      { orderStatus: 'delivered' },
      auth(priyaToken),
    );
    assert.equal(customer.status, 403);
  });
});

describe('payments', () => {
  it('GET /api/payments/config is public', async () => {
    const response = await get('/api/payments/config');
    assert.equal(response.status, 200);
    assert.deepEqual(plain(response.json), {
      success: true,
      provider: 'sandbox',
      keyId: 'rzp_test_sandbox',
    });
  });

  it("sandbox pay: the owner's token; Razorpay's success and failure shapes; 404 off, unknown or another's; 400 bad outcome", async () => {
    const product = saree(5);
    const created = await post(
      '/api/shop/order/create',
      checkoutBody(product, 1),
      auth(priyaToken),
    );
    const razorpayOrderId = str(created.json.razorpayOrderId);
    const path = `/api/sandbox/razorpay/orders/${razorpayOrderId}/pay`;
    // Signed out: 401, and nothing reaches the payment service.
    const calls = gw.payment.calls.length;
    const signedOut = await post(path, { outcome: 'success' });
    assert.equal(signedOut.status, 401);
    assert.equal(gw.payment.calls.length, calls);
    // Another customer's order: 404 "Order not found", as for an unknown one.
    const stranger = await post(path, { outcome: 'success' }, auth(raviToken));
    assert.equal(stranger.status, 404);
    assert.deepEqual(plain(stranger.json), { success: false, message: 'Order not found' });
    assert.equal(lastCall(gw.payment, 'SandboxPay').userId, raviId);
    const failed = await post(path, { outcome: 'failure' }, auth(priyaToken));
    assert.equal(failed.status, 200);
    assert.deepEqual(plain(failed.json), {
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'Payment failed',
        source: 'customer',
        step: 'payment_authorization',
        reason: 'payment_failed',
        metadata: { order_id: razorpayOrderId, payment_id: '' },
      },
    });
    const ok = await post(path, { outcome: 'success' }, auth(priyaToken));
    assert.equal(ok.status, 200);
    assert.deepEqual(Object.keys(ok.json).sort(), [
      'razorpay_order_id',
      'razorpay_payment_id',
      'razorpay_signature',
    ]);
    assert.equal(plain(ok.json.razorpay_order_id), razorpayOrderId);
    const bad = await post(path, { outcome: 'maybe' }, auth(priyaToken));
    assert.equal(bad.status, 400);
    const unknown = await post(
      '/api/sandbox/razorpay/orders/order_nope/pay',
      { outcome: 'success' },
      auth(priyaToken),
    );
    assert.equal(unknown.status, 404);
    gw.payment.sandboxOff = true;
    try {
      const off = await post(path, { outcome: 'success' }, auth(priyaToken));
      assert.equal(off.status, 404);
      assert.deepEqual(plain(off.json), { success: false, message: 'Not found' });
    } finally {
      gw.payment.sandboxOff = false;
    }
  });

  it("cancel-payment: the owner gives a pending order's units back (REST and GraphQL); 401, 404 another's, 409 paid", async () => {
    const product = saree(5);
    const created = await post(
      '/api/shop/order/create',
      checkoutBody(product, 1),
      auth(priyaToken),
    );
    const orderId = str(created.json.orderId);
    const signedOut = await post('/api/shop/order/cancel-payment', { orderId });
    assert.equal(signedOut.status, 401);
    const stranger = await post('/api/shop/order/cancel-payment', { orderId }, auth(raviToken));
    assert.equal(stranger.status, 404);
    assert.deepEqual(plain(stranger.json), { success: false, message: 'Order not found' });
    assert.equal(gw.order.orders.get(orderId)?.stockHeld, true);

    const cancelled = await post('/api/shop/order/cancel-payment', { orderId }, auth(priyaToken));
    assert.equal(cancelled.status, 200, cancelled.text);
    assert.equal(plain(cancelled.json.message), 'Payment cancelled');
    assert.equal(plain(cancelled.json.data.orderStatus), 'pending');
    assert.equal(plain(cancelled.json.data.stockHeld), false);
    assert.equal(lastCall(gw.order, 'CancelPayment').orderId, orderId);

    const gql = await graphql(
      'mutation($o: ID!) { cancelPayment(orderId: $o) { id orderStatus stockHeld } }',
      { o: orderId },
      auth(priyaToken),
    );
    assert.equal(gql.json.errors, undefined, gql.text);
    assert.deepEqual(plain(gql.json.data.cancelPayment), {
      id: orderId,
      orderStatus: 'pending',
      stockHeld: false,
    });

    const paid = await placeAndPay(priyaToken, priyaAddress);
    await post(
      '/api/shop/order/capture',
      { orderId: paid.orderId, paymentId: paid.paymentId, signature: paid.signature },
      auth(priyaToken),
    );
    const late = await post(
      '/api/shop/order/cancel-payment',
      { orderId: paid.orderId },
      auth(priyaToken),
    );
    assert.equal(late.status, 409);
    assert.deepEqual(plain(late.json), { success: false, message: 'This order is already paid' });
  });

  it('webhook: the raw bytes reach the payment service unchanged; duplicates; 400 bad signature', async () => {
    // Spacing, key order, escapes and non-ASCII text a JSON round trip would change.
    const raw = Buffer.from(
      '{"event":"payment.captured",  "id":"evt_1","payload":{"payment":{"entity":' +
        '{"id":"pay_1","amount":1.50e3,"notes":"saree \\u0041 \u0938\u093e\u0921\u093c\u0940"}}}}\n',
    );
    const signature = sign(raw, WEBHOOK_SECRET);
    const send = (eventId: string, sig = signature) =>
      fetch(`${gw.baseUrl}/api/payments/razorpay/webhook`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': sig,
          'x-razorpay-event-id': eventId,
        },
        body: raw,
      });
    const first = await send('evt_1');
    assert.equal(first.status, 200);
    assert.deepEqual(await first.json(), { success: true, outcome: 'applied' });
    assert.ok(gw.payment.webhookBodies.at(-1)?.equals(raw), 'byte for byte');
    const request = lastCall(gw.payment, 'HandleWebhook');
    assert.equal(request.signature, signature);
    assert.equal(request.eventId, 'evt_1');
    const repeated = await send('evt_1');
    assert.deepEqual(await repeated.json(), { success: true, outcome: 'duplicate' });
    const forged = await send('evt_2', sign(raw, 'another-secret'));
    assert.equal(forged.status, 400);
    assert.deepEqual(await forged.json(), { success: false, message: 'Invalid webhook signature' });
    // Over the 1 MB body limit: 413, and the service is not asked.
    const calls = gw.payment.callsOf('HandleWebhook').length;
    const huge = await fetch(`${gw.baseUrl}/api/payments/razorpay/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature },
      body: JSON.stringify({ event: 'payment.captured', pad: 'x'.repeat(1_100_000) }),
    });
    assert.equal(huge.status, 413);
    assert.equal(gw.payment.callsOf('HandleWebhook').length, calls);
    // JSON bodies elsewhere are parsed as before.
    const login = await call(
      'POST',
      '/api/shop/cart/add',
      { productId: 'x', quantity: 0 },
      auth(priyaToken),
    );
    assert.equal(login.status, 400);
  });
});

describe('GraphQL', () => {
  const ORDER_FIELDS =
    'id userId totalAmount orderStatus paymentStatus cartItems { price lineTotal colors { id title } }';

  it("cart and addToCart: the caller's own", async () => {
    const product = saree(5);
    const added = await graphql(
      'mutation($p: ID!, $c: ID) { addToCart(productId: $p, colorId: $c, quantity: 1) { success message cart { userId itemCount subtotal items { productId price colors { id } } } } }',
      { p: product.id, c: product.pink },
      auth(raviToken),
    );
    assert.equal(added.json.errors, undefined, added.text);
    assert.equal(plain(added.json.data.addToCart.message), 'Item added to cart!');
    assert.equal(plain(added.json.data.addToCart.cart.userId), raviId);
    const cart = await graphql(
      '{ cart { userId items { productId salePrice } subtotal } }',
      {},
      auth(raviToken),
    );
    assert.equal(cart.json.errors, undefined, cart.text);
    assert.ok(
      (cart.json.data.cart.items as unknown as Json[]).some(
        (i) => i.productId === plain(product.id),
      ),
    );
    const guest = await graphql('{ cart { userId } }');
    assert.equal(plain(guest.json.errors[0].extensions.code), 'UNAUTHENTICATED');
    const bad = await graphql(
      'mutation($p: ID!) { addToCart(productId: $p, quantity: 0) { success } }',
      { p: product.id },
      auth(raviToken),
    );
    assert.equal(
      plain(bad.json.errors[0].message),
      'Quantity must be a whole number of at least 1',
    );
    assert.equal(plain(bad.json.errors[0].extensions.code), 'BAD_REQUEST');
  });

  it('createOrder, capturePayment, order (NOT_FOUND for another user), myOrders, paymentConfig', async () => {
    const product = saree(5);
    const created = await graphql(
      `mutation($input: CreateOrderInput!, $key: String) { createOrder(input: $input, idempotencyKey: $key) { success orderId razorpayOrderId amount currency approvalURL provider order { ${ORDER_FIELDS} } } }`,
      {
        input: {
          cartItems: [{ productId: product.id, colorId: product.pink, quantity: 2 }],
          addressId: priyaAddress,
          totalAmount: 3998,
        },
        key: 'gql-key-1',
      },
      auth(priyaToken),
    );
    assert.equal(created.json.errors, undefined, created.text);
    const checkout = created.json.data.createOrder;
    assert.equal(plain(checkout.amount), 399_800);
    assert.equal(plain(checkout.approvalURL), null);
    assert.equal(plain(checkout.order.totalAmount), 3998);
    assert.equal(plain(checkout.order.orderStatus), 'pending');
    assert.equal(lastCall(gw.order, 'CreateOrder').idempotencyKey, 'gql-key-1');
    assert.equal(lastCall(gw.order, 'CreateOrder').clientTotal, 399_800);
    const orderId = str(checkout.orderId);
    const paid = await post(
      `/api/sandbox/razorpay/orders/${str(checkout.razorpayOrderId)}/pay`,
      { outcome: 'success' },
      auth(priyaToken),
    );
    const capture = `mutation($o: ID!, $p: String!, $s: String!) { capturePayment(orderId: $o, paymentId: $p, signature: $s) { id paymentStatus orderStatus } }`;
    const forged = await graphql(
      capture,
      { o: orderId, p: str(paid.json.razorpay_payment_id), s: 'forged' },
      auth(priyaToken),
    );
    assert.equal(plain(forged.json.errors[0].message), 'Invalid payment signature');
    assert.equal(plain(forged.json.errors[0].extensions.code), 'BAD_REQUEST');
    const captured = await graphql(
      capture,
      { o: orderId, p: str(paid.json.razorpay_payment_id), s: str(paid.json.razorpay_signature) },
      auth(priyaToken),
    );
    assert.equal(captured.json.errors, undefined, captured.text);
    assert.equal(plain(captured.json.data.capturePayment.paymentStatus), 'paid');
    const mine = await graphql(
      `query($id: ID!) { order(id: $id) { ${ORDER_FIELDS} } }`,
      { id: orderId },
      auth(priyaToken),
    );
    assert.equal(plain(mine.json.data.order.id), orderId);
    const theirs = await graphql(
      `
        query ($id: ID!) {
          order(id: $id) {
            id
          }
        }
      `,
      { id: orderId },
      auth(raviToken),
    );
    assert.equal(plain(theirs.json.errors[0].extensions.code), 'NOT_FOUND');
    assert.equal(plain(theirs.json.errors[0].message), 'Order not found');
    const stolen = await graphql(
      capture,
      { o: orderId, p: str(paid.json.razorpay_payment_id), s: str(paid.json.razorpay_signature) },
      auth(raviToken),
    );
    assert.equal(plain(stolen.json.errors[0].extensions.code), 'NOT_FOUND');
    const list = await graphql('{ myOrders { id } }', {}, auth(raviToken));
    assert.ok(!(list.json.data.myOrders as unknown as Json[]).some((o) => o.id === plain(orderId)));
    const config = await graphql('{ paymentConfig { provider keyId } }');
    assert.deepEqual(plain(config.json.data.paymentConfig), {
      provider: 'sandbox',
      keyId: 'rzp_test_sandbox',
    });
  });

  it('createOrder stock problems are CONFLICT with extensions.problems', async () => {
    const product = saree(0);
    const refused = await graphql(
      'mutation($input: CreateOrderInput!) { createOrder(input: $input) { orderId } }',
      {
        input: {
          cartItems: [{ productId: product.id, colorId: product.pink, quantity: 1 }],
          addressId: priyaAddress,
        },
      },
      auth(priyaToken),
    );
    const problem = `Sorry, "${product.title}" in Pink is currently out of stock.`;
    assert.equal(plain(refused.json.errors[0].message), problem);
    assert.equal(plain(refused.json.errors[0].extensions.code), 'CONFLICT');
    assert.deepEqual(plain(refused.json.errors[0].extensions.problems), [problem]);
  });
});
