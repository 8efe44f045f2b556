import { hostname } from 'node:os';
import type { Attributes, AttributeValue, Tracer } from '@opentelemetry/api';
import type { TracerProvider } from '@opentelemetry/sdk-trace';
import type { Logger } from 'pino';
import { z } from 'zod';
import { loadConfig, parseConfig } from '../config/config.js';
import { logger } from '../logging/logger.js';
import { formatTraceparent, parseTraceparent } from './traceparent.js';

/** A blank variable (`X=` in compose or a ConfigMap) means unset. */
const blankIsUnset = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema);
const httpUrl = z.url({ protocol: /^https?$/ });

/**
 * The OpenTelemetry variables the kit reads (the standard names; the exporter itself also
 * reads OTEL_EXPORTER_OTLP_HEADERS, _TIMEOUT, _COMPRESSION and the certificate variables).
 * Tracing runs only when an OTLP endpoint is set.
 */
export const tracingConfigSchema = z.object({
  /** OTLP/HTTP base URL (http://collector:4318): spans go to <it>/v1/traces. */
  OTEL_EXPORTER_OTLP_ENDPOINT: blankIsUnset(httpUrl.optional()),
  /** The full traces URL, instead of the base one. */
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: blankIsUnset(httpUrl.optional()),
  /** true turns tracing off even with an endpoint. */
  OTEL_SDK_DISABLED: blankIsUnset(z.enum(['true', 'false']).default('false')),
  OTEL_TRACES_SAMPLER: blankIsUnset(
    z
      .enum([
        'always_on',
        'always_off',
        'traceidratio',
        'parentbased_always_on',
        'parentbased_always_off',
        'parentbased_traceidratio',
      ])
      .default('parentbased_always_on'),
  ),
  /** The ratio of the *traceidratio samplers, 0..1. */
  OTEL_TRACES_SAMPLER_ARG: blankIsUnset(z.coerce.number().min(0).max(1).default(1)),
  /** Milliseconds between two exports of the batch processor. */
  OTEL_BSP_SCHEDULE_DELAY: blankIsUnset(z.coerce.number().int().min(1).default(5000)),
});
export type TracingConfig = z.infer<typeof tracingConfigSchema>;

/** The traces URL the configuration asks for, or undefined: tracing is off. */
export function tracesUrl(config: TracingConfig): string | undefined {
  if (config.OTEL_SDK_DISABLED === 'true') return undefined;
  if (config.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) return config.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT;
  const base = config.OTEL_EXPORTER_OTLP_ENDPOINT;
  return base ? `${base.replace(/\/+$/, '')}/v1/traces` : undefined;
}

export type SpanKindName = 'server' | 'client' | 'producer' | 'consumer' | 'internal';

/** A started span: its traceparent for the next hop, and end(). */
export interface TraceSpan {
  /** This span's W3C traceparent: what its children, calls and events carry. */
  readonly traceparent: string;
  setAttribute(key: string, value: AttributeValue): void;
  /** Ends the span (once; later calls do nothing); an error marks it failed (status ERROR). */
  end(error?: unknown): void;
}

interface Active {
  api: typeof import('@opentelemetry/api');
  tracer: Tracer;
  provider: TracerProvider;
  kinds: Record<SpanKindName, number>;
}

/** Set once tracing started; every hook checks only this when tracing is off. */
let active: Active | undefined;

export function tracingEnabled(): boolean {
  return active !== undefined;
}

/**
 * Starts the OpenTelemetry SDK when OTEL_EXPORTER_OTLP_ENDPOINT (or _TRACES_ENDPOINT) is
 * set: spans of this process named by `serviceName` (service.name; OTEL_RESOURCE_ATTRIBUTES
 * adds more), batched to OTLP/HTTP (JSON). Without an endpoint nothing is loaded and every
 * span helper answers undefined at the cost of one check. Call it first thing in a
 * process, after its configuration. With `env` (tests) a bad variable throws; without it
 * the process stops with one line naming it (exit 78), as loadConfig does. Answers
 * whether tracing runs; a second call keeps the first one's provider.
 */
export async function startTracing(
  serviceName: string,
  env?: Record<string, string | undefined>,
  log: Logger = logger(),
): Promise<boolean> {
  if (active) return true;
  const config = env
    ? parseConfig(tracingConfigSchema, env)
    : loadConfig(tracingConfigSchema, process.env);
  const url = tracesUrl(config);
  if (!url) return false;

  const [api, sdk, resources, { OTLPTraceExporter }] = await Promise.all([
    import('@opentelemetry/api'),
    import('@opentelemetry/sdk-trace'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/exporter-trace-otlp-http'),
  ]);
  api.diag.setLogger(throttledDiagLogger(log), api.DiagLogLevel.WARN);

  const ratio = new sdk.TraceIdRatioBasedSampler(config.OTEL_TRACES_SAMPLER_ARG);
  const root = {
    always_on: new sdk.AlwaysOnSampler(),
    always_off: new sdk.AlwaysOffSampler(),
    traceidratio: ratio,
  };
  const sampler = config.OTEL_TRACES_SAMPLER.startsWith('parentbased_')
    ? new sdk.ParentBasedSampler({
        root: root[config.OTEL_TRACES_SAMPLER.slice('parentbased_'.length) as keyof typeof root],
      })
    : root[config.OTEL_TRACES_SAMPLER as keyof typeof root];

  const resource = resources.detectResources({ detectors: [resources.envDetector] }).merge(
    resources.resourceFromAttributes({
      'service.name': serviceName,
      'service.namespace': 'boutique',
      'host.name': hostname(),
      'process.pid': process.pid,
    }),
  );
  const provider = new sdk.TracerProvider({
    resource,
    sampler,
    spanProcessors: [
      new sdk.BatchSpanProcessor({
        exporter: new OTLPTraceExporter({ url }),
        scheduledDelayMillis: config.OTEL_BSP_SCHEDULE_DELAY,
      }),
    ],
  });
  active = {
    api,
    provider,
    tracer: provider.getTracer('@boutique/service-kit'),
    kinds: {
      server: api.SpanKind.SERVER,
      client: api.SpanKind.CLIENT,
      producer: api.SpanKind.PRODUCER,
      consumer: api.SpanKind.CONSUMER,
      internal: api.SpanKind.INTERNAL,
    },
  };
  log.info(
    { traces: url, sampler: config.OTEL_TRACES_SAMPLER, service: serviceName },
    'tracing to OTLP',
  );
  return true;
}

/** Exports the spans still queued (before a process stops); nothing when tracing is off. */
export async function flushTracing(): Promise<void> {
  await active?.provider.forceFlush().catch(() => undefined);
}

/** Flushes and stops the SDK; spans started after it are not recorded. */
export async function stopTracing(): Promise<void> {
  const current = active;
  active = undefined;
  await current?.provider.shutdown().catch(() => undefined);
}

/**
 * Starts a span whose parent is the traceparent `parent` (a new trace without one), or
 * answers undefined when tracing is off. The span is not made "active" anywhere: the
 * caller carries its `traceparent` on (request context, gRPC metadata, event envelope).
 */
export function startSpan(
  name: string,
  kind: SpanKindName,
  parent: string | undefined,
  attributes?: Attributes,
): TraceSpan | undefined {
  const tracing = active;
  if (!tracing) return undefined;
  const { api } = tracing;
  const remote = parseTraceparent(parent);
  const context = remote
    ? api.trace.setSpanContext(api.ROOT_CONTEXT, {
        traceId: remote.traceId,
        spanId: remote.spanId,
        traceFlags: remote.flags,
        isRemote: true,
      })
    : api.ROOT_CONTEXT;
  const span = tracing.tracer.startSpan(name, { kind: tracing.kinds[kind], attributes }, context);
  const own = span.spanContext();
  let ended = false;
  return {
    traceparent: formatTraceparent(own.traceId, own.spanId, own.traceFlags),
    setAttribute: (key, value) => {
      span.setAttribute(key, value);
    },
    end: (error) => {
      if (ended) return;
      ended = true;
      if (error !== undefined && error !== null) {
        span.setStatus({ code: api.SpanStatusCode.ERROR, message: errorMessage(error) });
        span.setAttribute('error.type', errorType(error));
      }
      span.end();
    },
  };
}

/** Ends `span` when `work` settles (failed if it rejects); `work` itself when tracing is off. */
export function endAfter<T>(span: TraceSpan | undefined, work: Promise<T>): Promise<T> {
  if (!span) return work;
  return work.then(
    (value) => {
      span.end();
      return value;
    },
    (error: unknown) => {
      span.end(error);
      throw error;
    },
  );
}

function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'object' && error !== null && 'message' in error)
    return String(error.message);
  return String(error);
}

function errorType(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'code' in error) return String(error.code);
  return error instanceof Error ? error.name : typeof error;
}

/**
 * The SDK's own warnings and errors (an export that failed, a full queue) as pino warnings,
 * at most one a minute: a collector that is down costs a log line, not a flood.
 */
function throttledDiagLogger(log: Logger) {
  let last = 0;
  let suppressed = 0;
  const write = (message: string, ...args: unknown[]) => {
    const now = Date.now();
    if (now - last < 60_000) {
      suppressed += 1;
      return;
    }
    last = now;
    log.warn(
      { otel: args.map((a) => (a instanceof Error ? a.message : a)), suppressed },
      `tracing: ${message}`,
    );
    suppressed = 0;
  };
  const ignore = () => undefined;
  return { error: write, warn: write, info: ignore, debug: ignore, verbose: ignore };
}
