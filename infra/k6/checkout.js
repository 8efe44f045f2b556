// k6 load scenario: signed-in shoppers buying on the payment sandbox: add a saree to the
// server cart, read the cart, place the order (Idempotency-Key), pay in the sandbox (Pay,
// or Fail for FAIL_RATE of them), capture the payment, read the order, and clear the cart.
// Checkouts take real stock: run it on a staging shop with the sandbox (PAYMENT_SANDBOX=true
// and no Razorpay keys, or any non-production stack) and a catalogue with stock to sell
// (`npm run seed -- --products 1000`). Never against production: the sandbox routes are
// 404 there, and the scenario stops at its first order.
//   k6 run -e BASE_URL=http://localhost:8080 infra/k6/checkout.js
//   k6 run -e BASE_URL=https://staging.example.com -e SHOPPERS=20 -e RATE=5 infra/k6/checkout.js
// Registration is limited per client (RATE_LIMIT_REGISTER_PER_IP, 60 an hour): SHOPPERS
// above that needs the load generator in RATE_LIMIT_EXEMPT_CLIENTS.
import { check, fail, group, sleep } from 'k6';
import exec from 'k6/execution';
import { Counter, Rate, Trend } from 'k6/metrics';
import { call, json, loadCatalogue, login, newShopper, ok, pick, unique } from './lib.js';

const SHOPPERS = Number(__ENV.SHOPPERS || 10);
const RATE = Number(__ENV.RATE || 2); // checkouts started per second
const DURATION = __ENV.DURATION || '2m';
const FAIL_RATE = Number(__ENV.FAIL_RATE || 0.1); // sandbox payments answered "Fail"

const placed = new Counter('checkouts_placed');
const soldOut = new Counter('checkouts_sold_out');
const paid = new Rate('checkouts_paid');
const checkoutTime = new Trend('checkout_seconds', true);

export const options = {
  setupTimeout: '5m',
  scenarios: {
    checkout: {
      executor: 'constant-arrival-rate',
      rate: RATE,
      timeUnit: '1s',
      duration: DURATION,
      preAllocatedVUs: SHOPPERS,
      maxVUs: SHOPPERS, // one VU per shopper: a customer's checkouts run one at a time
    },
  },
  thresholds: {
    http_req_failed: ['rate<0.02'],
    'http_req_duration{name:/api/shop/cart/add}': ['p(95)<300'],
    'http_req_duration{name:/api/shop/order/create}': ['p(95)<800', 'p(99)<1500'],
    'http_req_duration{name:/api/sandbox/razorpay/orders/{razorpayOrderId}/pay}': ['p(95)<800'],
    'http_req_duration{name:/api/shop/order/capture}': ['p(95)<800', 'p(99)<1500'],
    // every payment meant to succeed ends paid
    checkouts_paid: ['rate>0.98'],
    checkout_seconds: ['p(95)<3000'],
    checks: ['rate>0.98'],
  },
};

export function setup() {
  const config = call('GET', '/api/payments/config');
  if (json(config, 'provider') !== 'sandbox')
    fail(`${config.status} ${config.body}: checkout.js needs the payment sandbox (a staging shop)`);
  const { products } = loadCatalogue(200);
  const stocked = products
    .flatMap((p) => p.colours.map((c) => ({ productId: p.id, colourId: c.id, units: c.inventory })))
    .filter((line) => line.units >= 5);
  if (stocked.length === 0) fail('no colour with 5 units or more: seed the catalogue first');
  const shoppers = [];
  for (let n = 0; n < SHOPPERS; n += 1) shoppers.push(newShopper('checkout'));
  return { lines: stocked, shoppers };
}

// Each VU is one shopper (VU ids start at 1); the access token lives 15 minutes.
let session;
function shopperOf(data) {
  const shopper = data.shoppers[(exec.vu.idInTest - 1) % data.shoppers.length];
  if (!session || Date.now() - session.at > 10 * 60_000) {
    session = { ...shopper, ...login(shopper.email, shopper.password) };
  }
  return session;
}

export default function (data) {
  const shopper = shopperOf(data);
  const line = pick(data.lines);
  const started = Date.now();
  const succeed = Math.random() >= FAIL_RATE;

  const added = group('cart', () => {
    const res = call('POST', '/api/shop/cart/add', {
      token: shopper.token,
      body: {
        userId: shopper.userId,
        productId: line.productId,
        colorId: line.colourId,
        quantity: 1,
      },
      expected: [{ min: 200, max: 299 }, 409],
    });
    check(res, { 'cart add 2xx or sold out': (r) => r.status < 300 || r.status === 409 });
    ok(
      call('GET', `/api/shop/cart/get/${shopper.userId}`, {
        token: shopper.token,
        name: '/api/shop/cart/get/{userId}',
      }),
      'cart',
    );
    return res;
  });
  if (added.status === 409) {
    soldOut.add(1); // the colour sold out: an answer, not a failure
    sleep(0.5);
    return;
  }

  const order = group('place order', () =>
    call('POST', '/api/shop/order/create', {
      token: shopper.token,
      headers: { 'Idempotency-Key': unique() },
      // the lines of the server cart; the address is read from the account
      body: {
        userId: shopper.userId,
        cartItems: [],
        addressInfo: { addressId: shopper.addressId },
      },
      expected: [{ min: 200, max: 299 }, 409],
    }),
  );
  if (order.status === 409) {
    soldOut.add(1); // stock ran out (or the basket changed): an answer, not a failure
  } else if (check(order, { 'order 201': (r) => r.status === 201 })) {
    placed.add(1);
    const orderId = json(order, 'orderId');
    const razorpayOrderId = json(order, 'razorpayOrderId');
    group('pay', () => {
      const pay = call('POST', `/api/sandbox/razorpay/orders/${razorpayOrderId}/pay`, {
        token: shopper.token,
        name: '/api/sandbox/razorpay/orders/{razorpayOrderId}/pay',
        body: { outcome: succeed ? 'success' : 'failure' },
      });
      ok(pay, 'sandbox pay');
      if (!succeed) {
        // the storefront closes the payment window: the stock goes back at once
        ok(
          call('POST', '/api/shop/order/cancel-payment', {
            token: shopper.token,
            body: { orderId },
          }),
          'cancel payment',
        );
        return;
      }
      const capture = call('POST', '/api/shop/order/capture', {
        token: shopper.token,
        body: {
          orderId,
          paymentId: json(pay, 'razorpay_payment_id'),
          signature: json(pay, 'razorpay_signature'),
        },
      });
      const captured = check(capture, {
        'capture 200': (r) => r.status === 200,
        'order paid': (r) => json(r, 'data.paymentStatus') === 'paid',
      });
      paid.add(captured);
      ok(
        call('GET', `/api/shop/order/details/${orderId}`, {
          token: shopper.token,
          name: '/api/shop/order/details/{id}',
        }),
        'order details',
      );
      if (captured) checkoutTime.add(Date.now() - started);
    });
  }

  // leave the cart empty for the next checkout
  call('DELETE', `/api/shop/cart/${shopper.userId}/${line.productId}/${line.colourId}`, {
    token: shopper.token,
    name: '/api/shop/cart/{userId}/{productId}/{colorId}',
    expected: [{ min: 200, max: 299 }, 404],
  });
  sleep(0.5);
}
