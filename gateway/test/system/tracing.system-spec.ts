// System spec: one checkout is one trace. Every process of the test stack exports its spans
// over OTLP to a receiver `npm test` runs (infra/runtime/src/otlp-receiver.ts), which
// writes them to OTLP_SPANS_FILE. A shopper registers, saves an address, adds a saree to the
// cart, orders, pays in the sandbox and captures, every request carrying this spec's own
// `traceparent` (as nginx sends one); the spans of that trace must form one connected tree
// under this spec's span (every span's parent is in the trace, or is the spec's), across the
// gateway, identity, cart, catalogue, order, payment and notification: HTTP server spans,
// gRPC client and server spans, outbox writes, relay publishes and consumers.
// Env: BASE_URL, ADMIN_EMAIL, ADMIN_PASSWORD, OTLP_SPANS_FILE (npm test sets them).
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import { readSpans, type ReceivedSpan } from '@boutique/service-kit/testing/otlp-spans';
import { httpClient, str, type CallOptions, type Json } from '../fixtures/http.js';
import { adminToken, http, newShopper, skipWithoutStack, unique } from './shoppers.js';

type Http = ReturnType<typeof httpClient>;

const SPANS_FILE = process.env.OTLP_SPANS_FILE;
const skip =
  skipWithoutStack ||
  (!SPANS_FILE && 'OTLP_SPANS_FILE is not set (npm test runs the OTLP receiver and sets it)');

/** A span as the receiver writes it (one JSON line each). */
type Span = ReceivedSpan;

const SERVER = 2;
const CLIENT = 3;
const PRODUCER = 4;
const CONSUMER = 5;
const SERVICES = ['gateway', 'identity', 'cart', 'catalogue', 'order', 'payment', 'notification'];

const spans = (): Span[] => readSpans(SPANS_FILE!);

/** A client of the stack whose every request carries `traceparent`. */
function tracedClient(traceparent: string): Http {
  const withTrace = (options?: CallOptions): CallOptions => ({
    ...options,
    headers: { ...options?.headers, traceparent },
  });
  return {
    call: (method, path, body, options) => http.call(method, path, body, withTrace(options)),
    get: (path, options) => http.get(path, withTrace(options)),
    post: (path, body, options) => http.post(path, body, withTrace(options)),
    put: (path, body, options) => http.put(path, body, withTrace(options)),
    del: (path, options) => http.del(path, withTrace(options)),
    upload: (path, file, options) => http.upload(path, file, withTrace(options)),
    uploadPng: (token, bytes, name) => http.uploadPng(token, bytes, name),
    graphql: (query, variables, options) => http.graphql(query, variables, withTrace(options)),
  };
}

/** What is still missing from a trace: parents never received, services not reached. */
function gaps(trace: Span[], rootSpanId: string, needed: (trace: Span[]) => string[]) {
  const ids = new Set(trace.map((s) => s.spanId));
  const orphans = trace.filter((s) => s.parentSpanId !== rootSpanId && !ids.has(s.parentSpanId!));
  const services = new Set(trace.map((s) => s.service));
  return [
    ...orphans.map((s) => `${s.service} "${s.name}" has parent ${s.parentSpanId ?? '(none)'}`),
    ...SERVICES.filter((name) => !services.has(name)).map((name) => `no span from ${name}`),
    ...needed(trace),
  ];
}

describe('tracing: one checkout is one trace (system)', { skip }, () => {
  let admin = '';
  let productId = '';

  before(async () => {
    admin = await adminToken();
  });

  after(async () => {
    if (productId) await http.del(`/api/admin/products/delete/${productId}`, { token: admin });
  });

  it('register, address, cart, order, sandbox pay and capture form one connected trace under the caller', async () => {
    // The product is made without a traceparent: the gateway starts a trace of its own.
    const categories = await http.get('/api/shop/categories/get');
    const category = str((categories.json.data as unknown as Json[])[0].id);
    const created = await http.post(
      '/api/admin/products/add',
      {
        title: `Traced Saree ${unique()}`,
        description: 'Fabric: silk. A saree for the tracing system spec.',
        category,
        price: 1999,
        salePrice: 0,
        productCode: `TRC${unique()}`.toUpperCase(),
        colors: [{ title: 'Red', inventory: 3, image: '' }],
        image: [],
      },
      { token: admin },
    );
    assert.equal(created.status, 201, created.text);
    productId = str(created.json.data.id);
    const colourId = str((created.json.data.colors as unknown as Json[])[0].id);

    const traceId = randomBytes(16).toString('hex');
    const rootSpanId = randomBytes(8).toString('hex');
    const traced = tracedClient(`00-${traceId}-${rootSpanId}-01`);

    const shopper = await newShopper(traced, 'trace', 'buyer');
    const added = await traced.post(
      '/api/shop/cart/add',
      { userId: shopper.id, productId, colorId: colourId, quantity: 1 },
      { token: shopper.token },
    );
    assert.equal(added.status, 200, added.text);
    const order = await traced.post(
      '/api/shop/order/create',
      {
        userId: shopper.id,
        cartItems: [{ productId, colors: { _id: colourId }, quantity: 1 }],
        addressInfo: { addressId: shopper.addressId },
      },
      { token: shopper.token },
    );
    assert.equal(order.status, 201, order.text);
    const paid = await traced.post(
      `/api/sandbox/razorpay/orders/${str(order.json.razorpayOrderId)}/pay`,
      { outcome: 'success' },
      { token: shopper.token },
    );
    assert.equal(paid.status, 200, paid.text);
    const captured = await traced.post(
      '/api/shop/order/capture',
      {
        orderId: str(order.json.orderId),
        paymentId: str(paid.json.razorpay_payment_id),
        signature: str(paid.json.razorpay_signature),
      },
      { token: shopper.token },
    );
    assert.equal(captured.status, 200, captured.text);

    // What the trace must hold besides every service: the events' whole path.
    const needed = (trace: Span[]) => {
      const has = (service: string, kind: number, name: string) =>
        trace.some((s) => s.service === service && s.kind === kind && s.name === name);
      return [
        ['identity', PRODUCER, 'create user-registered'],
        ['identity', PRODUCER, 'send user-registered'],
        ['notification', CONSUMER, 'process user-registered'],
        ['order', CONSUMER, 'process payment-captured'],
        ['notification', CONSUMER, 'process order-paid'],
        ['catalogue', CONSUMER, 'process order-paid'],
        ['gateway', SERVER, 'POST /api/shop/order/create'],
        ['gateway', CLIENT, 'boutique.order.v1.OrderService/createOrder'],
        ['order', SERVER, 'OrderService/createOrder'],
      ]
        .filter(([service, kind, name]) => !has(service as string, kind as number, name as string))
        .map(([service, kind, name]) => `no ${service} span "${name}" (kind ${kind})`)
        .concat(
          trace
            .filter(
              (client) =>
                client.kind === CLIENT &&
                !trace.some((s) => s.parentSpanId === client.spanId && s.kind === SERVER),
            )
            .map((client) => `no server span under ${client.service} "${client.name}"`),
        );
    };

    // Spans arrive in batches (200 ms in the test stack) and the events run after the
    // answers: wait until the trace is complete, then check it.
    let trace: Span[] = [];
    let missing: string[] = ['nothing received yet'];
    const deadline = Date.now() + 45_000;
    while (Date.now() < deadline) {
      trace = spans().filter((s) => s.traceId === traceId);
      missing = gaps(trace, rootSpanId, needed);
      if (missing.length === 0) break;
      await sleep(250);
    }
    assert.deepEqual(
      missing,
      [],
      `the trace ${traceId} (${trace.length} spans) is not one connected checkout`,
    );

    // One tree: walking up from any span ends at this spec's span, through a gateway
    // request this spec made (the notification's e-mails included).
    const byId = new Map(trace.map((s) => [s.spanId, s]));
    for (const span of trace) {
      let top = span;
      for (let hops = 0; top.parentSpanId !== rootSpanId; hops++) {
        assert.ok(hops < 100, `a loop above "${span.name}"`);
        top = byId.get(top.parentSpanId!)!;
      }
      assert.equal(top.service, 'gateway', `"${span.name}" hangs under "${top.name}"`);
      assert.equal(top.kind, SERVER);
    }
    const rootRequests = trace.filter((s) => s.parentSpanId === rootSpanId).map((s) => s.name);
    for (const name of [
      'POST /api/auth/register',
      'POST /api/shop/address/add',
      'POST /api/shop/cart/add',
      'POST /api/shop/order/create',
      'POST /api/shop/order/capture',
    ])
      assert.ok(rootRequests.includes(name), `${name} in ${rootRequests.join(', ')}`);

    // Each gRPC hop has its client span in the caller and its server span in the callee.
    for (const client of trace.filter((s) => s.kind === CLIENT)) {
      const served = trace.filter((s) => s.parentSpanId === client.spanId && s.kind === SERVER);
      assert.equal(served.length, 1, `one server span under "${client.name}" (${client.service})`);
      assert.ok(client.name.endsWith(`.${served[0].name}`), `${client.name} → ${served[0].name}`);
    }
    // A consumer's parent is the outbox write whose envelope it handled.
    for (const consumer of trace.filter((s) => s.kind === CONSUMER)) {
      const write = byId.get(consumer.parentSpanId!)!;
      assert.equal(write.name, consumer.name.replace(/^process /, 'create '));
    }

    // The admin's request, without a traceparent, was a trace of its own (the gateway's root).
    const own = spans().filter(
      (s) => s.name === 'POST /api/admin/products/add' && s.parentSpanId === undefined,
    );
    assert.ok(own.length > 0, 'the untraced request has a root span of its own');
    assert.ok(own.every((s) => s.traceId !== traceId));
  });
});
