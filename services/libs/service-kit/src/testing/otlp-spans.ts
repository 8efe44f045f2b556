// OTLP/HTTP JSON trace export requests (what @opentelemetry/exporter-trace-otlp-http sends)
// flattened to one plain object per span, and the spans file of such objects (one JSON line
// each) that the test stack's receiver writes (infra/runtime/src/otlp-receiver.ts). It
// imports nothing of the kit: the runtime's CLI loads it as
// `@boutique/service-kit/testing/otlp-spans` without gRPC, Nest or the metrics registry.
import fs from 'node:fs';

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

type AnyValue = {
  stringValue?: string;
  intValue?: string | number;
  doubleValue?: number;
  boolValue?: boolean;
};
type KeyValue = { key: string; value?: AnyValue };

/** An OTLP/HTTP JSON export request (POST /v1/traces), as much of it as is read. */
export interface OtlpExportRequest {
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
export function spansOf(request: OtlpExportRequest): ReceivedSpan[] {
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

/** Reads a spans file (missing: none). */
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
