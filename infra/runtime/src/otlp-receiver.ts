// A small OTLP/HTTP trace receiver for the test stack: every process of `npm test`'s stack
// exports its spans here (OTEL_EXPORTER_OTLP_ENDPOINT), and each span becomes one JSON line
// in a file the tracing system spec reads. It runs inside `npm test` itself, so it is up
// before the first service starts and after the last one stops. JSON encoding only (what
// @opentelemetry/exporter-trace-otlp-http sends), gzip or not.
import fs from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

/** One received span, flattened: the line format of the spans file. */
export interface ReceivedSpan {
  /** The resource's service.name. */
  service: string;
  traceId: string;
  spanId: string;
  /** Absent for a root span. */
  parentSpanId?: string;
  name: string;
  /** OTLP span kind: 1 internal, 2 server, 3 client, 4 producer, 5 consumer. */
  kind: number;
  startTimeUnixNano: string;
  endTimeUnixNano: string;
  /** 0 unset, 1 ok, 2 error. */
  status: { code: number; message?: string };
  attributes: Record<string, string | number | boolean | undefined>;
}

export interface OtlpReceiver {
  /** What OTEL_EXPORTER_OTLP_ENDPOINT is set to (http://127.0.0.1:<port>). */
  url: string;
  /** The spans file (JSON lines). */
  file: string;
  stop(): Promise<void>;
}

type AnyValue = {
  stringValue?: string;
  intValue?: string | number;
  doubleValue?: number;
  boolValue?: boolean;
};
type KeyValue = { key: string; value?: AnyValue };
interface ExportRequest {
  resourceSpans?: {
    resource?: { attributes?: KeyValue[] };
    scopeSpans?: {
      spans?: (Omit<ReceivedSpan, 'service' | 'attributes' | 'status'> & {
        attributes?: KeyValue[];
        status?: { code?: number; message?: string };
      })[];
    }[];
  }[];
}

const MAX_BODY_BYTES = 32 * 1024 * 1024;

function flatten(attributes: KeyValue[] = []): ReceivedSpan['attributes'] {
  return Object.fromEntries(
    attributes.map(({ key, value }) => [
      key,
      value?.stringValue ??
        (value?.intValue !== undefined ? Number(value.intValue) : undefined) ??
        value?.doubleValue ??
        value?.boolValue,
    ]),
  );
}

/** The spans of one OTLP/HTTP JSON export request, flattened. */
export function spansOf(request: ExportRequest): ReceivedSpan[] {
  const spans: ReceivedSpan[] = [];
  for (const resource of request.resourceSpans ?? []) {
    const service = String(flatten(resource.resource?.attributes)['service.name'] ?? 'unknown');
    for (const scope of resource.scopeSpans ?? [])
      for (const span of scope.spans ?? [])
        spans.push({
          service,
          traceId: span.traceId,
          spanId: span.spanId,
          ...(span.parentSpanId ? { parentSpanId: span.parentSpanId } : {}),
          name: span.name,
          kind: span.kind,
          startTimeUnixNano: String(span.startTimeUnixNano),
          endTimeUnixNano: String(span.endTimeUnixNano),
          status: { code: span.status?.code ?? 0, message: span.status?.message },
          attributes: flatten(span.attributes),
        });
  }
  return spans;
}

/** Reads the spans file (missing: none). */
export function readSpans(file: string): ReceivedSpan[] {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ReceivedSpan);
}

function body(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new Error('export request too large'));
        request.destroy();
      } else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** Listens on 127.0.0.1 (a free port unless `port`), appending each span to `file`. */
export async function startOtlpReceiver(options: {
  file: string;
  port?: number;
}): Promise<OtlpReceiver> {
  fs.mkdirSync(path.dirname(options.file), { recursive: true });
  fs.writeFileSync(options.file, '');
  const server = createServer((request, response) => {
    const answer = (status: number, message?: string) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(message ? { message } : {}));
    };
    if (request.method !== 'POST' || request.url !== '/v1/traces') return answer(404, 'not found');
    if (!String(request.headers['content-type']).startsWith('application/json'))
      return answer(415, 'only OTLP/HTTP JSON');
    body(request)
      .then((raw) => {
        const text = (
          request.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw
        ).toString('utf8');
        const spans = spansOf(JSON.parse(text) as ExportRequest);
        if (spans.length > 0)
          fs.appendFileSync(options.file, spans.map((s) => `${JSON.stringify(s)}\n`).join(''));
        answer(200);
      })
      .catch((error: unknown) => answer(400, (error as Error).message));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    file: options.file,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
