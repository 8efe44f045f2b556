// The test stack's OTLP receiver takes what the service kit's exporter sends (OTLP/HTTP
// JSON) and writes one line per span; anything else is refused.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import { flushTracing, startSpan, startTracing, stopTracing } from '@boutique/service-kit';
import { readSpans, startOtlpReceiver, type OtlpReceiver } from '../src/otlp-receiver.js';

describe('OTLP receiver', () => {
  let dir = '';
  let receiver: OtlpReceiver;

  before(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'otlp-'));
    receiver = await startOtlpReceiver({ file: path.join(dir, 'otlp', 'spans.jsonl') });
  });

  after(async () => {
    await stopTracing();
    await receiver.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("writes the service kit's spans, one JSON line each, with their service and parent", async () => {
    assert.deepEqual(readSpans(receiver.file), []);
    await startTracing('receiver-test', {
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_BSP_SCHEDULE_DELAY: '50',
    });
    const parent = startSpan('GET /api/x', 'server', undefined, { 'http.route': '/api/x' })!;
    const child = startSpan('S/get', 'client', parent.traceparent)!;
    child.end({ message: 'gone', code: 14 });
    parent.end();
    await flushTracing();

    const spans = readSpans(receiver.file);
    assert.equal(spans.length, 2);
    const [first, second] = spans;
    assert.equal(first.name, 'S/get');
    assert.equal(first.service, 'receiver-test');
    assert.equal(first.kind, 3);
    assert.deepEqual(first.status, { code: 2, message: 'gone' });
    assert.equal(first.parentSpanId, second.spanId);
    assert.equal(first.traceId, second.traceId);
    assert.equal(second.parentSpanId, undefined);
    assert.equal(second.attributes['http.route'], '/api/x');
  });

  it('takes gzip; refuses protobuf, other paths and junk', async () => {
    const request = {
      resourceSpans: [
        {
          resource: { attributes: [{ key: 'service.name', value: { stringValue: 'z' } }] },
          scopeSpans: [
            {
              spans: [
                {
                  traceId: 'a'.repeat(32),
                  spanId: 'b'.repeat(16),
                  name: 'zipped',
                  kind: 1,
                  startTimeUnixNano: '1',
                  endTimeUnixNano: '2',
                  attributes: [{ key: 'n', value: { intValue: '3' } }],
                },
              ],
            },
          ],
        },
      ],
    };
    const zipped = await fetch(`${receiver.url}/v1/traces`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body: gzipSync(JSON.stringify(request)),
    });
    assert.equal(zipped.status, 200);
    const last = readSpans(receiver.file).at(-1)!;
    assert.equal(last.name, 'zipped');
    assert.equal(last.attributes.n, 3);

    const post = (url: string, type: string, body: string) =>
      fetch(`${receiver.url}${url}`, { method: 'POST', headers: { 'content-type': type }, body });
    assert.equal((await post('/v1/traces', 'application/x-protobuf', 'x')).status, 415);
    assert.equal((await post('/v1/metrics', 'application/json', '{}')).status, 404);
    assert.equal((await post('/v1/traces', 'application/json', '{nope')).status, 400);
  });
});
