// Tracing: off without an endpoint (nothing loaded, every helper answers undefined), and
// on, one chain of spans as the hooks make them (gateway request, gRPC call on both sides,
// outbox write, relay publish, consumer) exported over OTLP/HTTP to a receiver in this test.
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { after, before, describe, it } from 'node:test';
import { ConfigError } from '../src/config/config.js';
import type { EventEnvelope } from '../src/events/envelope.js';
import { spansOf, type OtlpExportRequest, type ReceivedSpan } from '../src/testing/otlp-spans.js';
import {
  consumeSpan,
  endGrpcSpan,
  endHttpServerSpan,
  grpcClientSpan,
  grpcServerSpan,
  httpServerSpan,
  outboxSpan,
  publishSpan,
} from '../src/tracing/spans.js';
import {
  formatTraceparent,
  parseTraceparent,
  sanitizeTraceparent,
} from '../src/tracing/traceparent.js';
import {
  endAfter,
  flushTracing,
  startSpan,
  startTracing,
  stopTracing,
  tracesUrl,
  tracingConfigSchema,
  tracingEnabled,
} from '../src/tracing/tracing.js';

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const CALLER = `00-${TRACE_ID}-00f067aa0ba902b7-01`;

describe('traceparent', () => {
  it('parses version 00 and formats it back', () => {
    assert.deepEqual(parseTraceparent(CALLER), {
      traceId: TRACE_ID,
      spanId: '00f067aa0ba902b7',
      flags: 1,
    });
    assert.equal(formatTraceparent(TRACE_ID, '00f067aa0ba902b7', 1), CALLER);
    assert.equal(sanitizeTraceparent(CALLER), CALLER);
  });

  it('refuses anything else: upper case, zero ids, other versions, junk, long values', () => {
    for (const bad of [
      undefined,
      '',
      CALLER.toUpperCase(),
      `00-${'0'.repeat(32)}-00f067aa0ba902b7-01`,
      `00-${TRACE_ID}-${'0'.repeat(16)}-01`,
      `01-${TRACE_ID}-00f067aa0ba902b7-01`,
      `${CALLER}-extra`,
      `00-${TRACE_ID}-00f067aa0ba902b7-1`,
      'x'.repeat(8192),
      ['a'],
    ])
      assert.equal(sanitizeTraceparent(bad), undefined, String(bad).slice(0, 60));
  });
});

describe('tracing configuration', () => {
  const parse = (env: Record<string, string>) => tracingConfigSchema.parse(env);

  it('is off without an endpoint, with a blank one, and with OTEL_SDK_DISABLED=true', () => {
    assert.equal(tracesUrl(parse({})), undefined);
    assert.equal(tracesUrl(parse({ OTEL_EXPORTER_OTLP_ENDPOINT: '' })), undefined);
    assert.equal(
      tracesUrl(parse({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318', OTEL_SDK_DISABLED: 'true' })),
      undefined,
    );
  });

  it('sends to <endpoint>/v1/traces, or to the traces endpoint as given', () => {
    assert.equal(
      tracesUrl(parse({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/' })),
      'http://collector:4318/v1/traces',
    );
    assert.equal(
      tracesUrl(
        parse({
          OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
          OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'https://traces.example/otlp/v1/traces',
        }),
      ),
      'https://traces.example/otlp/v1/traces',
    );
  });

  it('names a bad variable in one line', async () => {
    await assert.rejects(
      startTracing('kit-test', { OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' }),
      (error: Error) =>
        error instanceof ConfigError &&
        /OTEL_EXPORTER_OTLP_ENDPOINT is invalid/.test(error.message),
    );
    await assert.rejects(
      startTracing('kit-test', {
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318',
        OTEL_TRACES_SAMPLER: 'sometimes',
      }),
      /OTEL_TRACES_SAMPLER is invalid/,
    );
  });
});

/** An OTLP/HTTP JSON receiver: POST /v1/traces, spans flattened with their service. */
async function receiver(): Promise<{ server: Server; url: string; spans: ReceivedSpan[] }> {
  const spans: ReceivedSpan[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpExportRequest;
      spans.push(...spansOf(body));
      response.setHeader('content-type', 'application/json');
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, spans };
}

describe('tracing off', () => {
  it('loads no SDK and starts no span', async () => {
    assert.equal(await startTracing('kit-test', { OTEL_EXPORTER_OTLP_ENDPOINT: '' }), false);
    assert.equal(tracingEnabled(), false);
    assert.equal(startSpan('x', 'internal', CALLER), undefined);
    assert.equal(httpServerSpan('GET', '/api/x', '/api/x?q=1', CALLER), undefined);
    assert.equal(grpcClientSpan({ package: 'p.v1', service: 'S' }, 'get', CALLER), undefined);
    assert.equal(outboxSpan('order-paid', 'order', CALLER), undefined);
    assert.equal(await endAfter(undefined, Promise.resolve(7)), 7);
    await flushTracing();
    const loaded = Object.keys(createRequire(import.meta.url).cache);
    assert.deepEqual(
      loaded.filter((file) => /@opentelemetry[\\/](sdk-trace|exporter|resources)/.test(file)),
      [],
    );
  });
});

describe('tracing on', () => {
  let otlp: Awaited<ReturnType<typeof receiver>>;

  before(async () => {
    otlp = await receiver();
    const started = await startTracing('kit-test', {
      OTEL_EXPORTER_OTLP_ENDPOINT: otlp.url,
      OTEL_BSP_SCHEDULE_DELAY: '50',
    });
    assert.equal(started, true);
  });

  after(async () => {
    await stopTracing();
    await new Promise<void>((resolve) => otlp.server.close(() => resolve()));
  });

  it('exports one connected trace: request, gRPC both sides, outbox, publish, consumer', async () => {
    class CatalogueController {
      getProduct() {}
    }
    const request = httpServerSpan(
      'POST',
      '/api/shop/order/create',
      '/api/shop/order/create?x=1',
      CALLER,
    )!;
    const call = grpcClientSpan(
      { package: 'boutique.catalogue.v1', service: 'CatalogueService' },
      'getProduct',
      request.traceparent,
    )!;
    const served = grpcServerSpan(
      'CatalogueController',
      CatalogueController.prototype.getProduct,
      call.traceparent,
    )!;
    const write = outboxSpan('order-paid', 'order', served.traceparent)!;
    const envelope = { id: 'e1', type: 'order-paid', traceparent: write.traceparent };
    const publish = publishSpan(envelope as EventEnvelope, 'order', 'pg-boss')!;
    const consume = consumeSpan(envelope as EventEnvelope, 'order', 'notification')!;
    await assert.rejects(endAfter(consume, Promise.reject(new Error('SMTP down'))), /SMTP down/);
    await endAfter(publish, Promise.resolve());
    write.end();
    endGrpcSpan(served, 'server', 5, { code: 5, message: 'Product not found' });
    endGrpcSpan(call, 'client', 5, { code: 5, message: 'Product not found' });
    endHttpServerSpan(request, 201);
    request.end(new Error('ended twice: ignored'));
    await flushTracing();

    const byName = new Map(otlp.spans.map((span) => [span.name, span]));
    assert.deepEqual(
      [...byName.keys()].sort(),
      [
        'CatalogueController/getProduct',
        'POST /api/shop/order/create',
        'boutique.catalogue.v1.CatalogueService/getProduct',
        'create order-paid',
        'process order-paid',
        'send order-paid',
      ].sort(),
    );
    const span = (name: string) => byName.get(name)!;
    const parentOf = (name: string) => span(name).parentSpanId;
    assert.ok(otlp.spans.every((s) => s.traceId === TRACE_ID && s.service === 'kit-test'));
    assert.equal(parentOf('POST /api/shop/order/create'), '00f067aa0ba902b7');
    assert.equal(
      parentOf('boutique.catalogue.v1.CatalogueService/getProduct'),
      span('POST /api/shop/order/create').spanId,
    );
    assert.equal(
      parentOf('CatalogueController/getProduct'),
      span('boutique.catalogue.v1.CatalogueService/getProduct').spanId,
    );
    assert.equal(parentOf('create order-paid'), span('CatalogueController/getProduct').spanId);
    assert.equal(parentOf('send order-paid'), span('create order-paid').spanId);
    assert.equal(parentOf('process order-paid'), span('create order-paid').spanId);

    // kinds (OTLP: 2 server, 3 client, 4 producer, 5 consumer) and outcomes
    assert.equal(span('POST /api/shop/order/create').kind, 2);
    assert.equal(span('boutique.catalogue.v1.CatalogueService/getProduct').kind, 3);
    assert.equal(span('send order-paid').kind, 4);
    assert.equal(span('process order-paid').kind, 5);
    assert.equal(
      span('POST /api/shop/order/create').attributes['url.path'],
      '/api/shop/order/create',
    );
    assert.equal(span('POST /api/shop/order/create').status?.code ?? 0, 0, 'ended once, as 201');
    assert.equal(span('boutique.catalogue.v1.CatalogueService/getProduct').status?.code, 2);
    assert.equal(
      span('CatalogueController/getProduct').status?.code ?? 0,
      0,
      'NOT_FOUND is no fault',
    );
    assert.equal(span('process order-paid').status?.message, 'SMTP down');
    assert.equal(span('send order-paid').attributes['messaging.message.id'], 'e1');
  });

  it('starts a new trace without a valid parent', async () => {
    const span = startSpan('sweep', 'internal', 'not-a-traceparent')!;
    assert.notEqual(parseTraceparent(span.traceparent)?.traceId, TRACE_ID);
    span.end();
  });
});
