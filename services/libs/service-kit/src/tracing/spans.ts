import type { EventEnvelope } from '../events/envelope.js';
import 'reflect-metadata';
import { startSpan, tracingEnabled, type TraceSpan } from './tracing.js';

/** Where @GrpcMethod keeps `{ service, rpc }` (@nestjs/microservices' PATTERN_METADATA). */
const NEST_PATTERN_METADATA = 'microservices:pattern';

// One helper per hop, so each hook in the kit is a line or two. Every helper answers
// undefined when tracing is off. Names and attributes follow OpenTelemetry's semantic
// conventions for HTTP, RPC and messaging (the outbox write is the message's "create",
// the relay's publish its "send", a consumer's handling its "process").

/**
 * The gateway's span of one HTTP request, child of the caller's traceparent (nginx's):
 * `<METHOD> <route>`, with the path but never the query string.
 */
export function httpServerSpan(
  method: string,
  route: string | undefined,
  url: string,
  parent: string | undefined,
): TraceSpan | undefined {
  if (!tracingEnabled()) return undefined;
  return startSpan(route ? `${method} ${route}` : method, 'server', parent, {
    'http.request.method': method,
    'url.path': url.split('?', 1)[0],
    ...(route ? { 'http.route': route } : {}),
  });
}

/** Ends an HTTP server span with the answer's status (5xx marks it failed). */
export function endHttpServerSpan(span: TraceSpan | undefined, status: number): void {
  if (!span) return;
  span.setAttribute('http.response.status_code', status);
  span.end(status >= 500 ? { message: `HTTP ${status}`, code: status } : undefined);
}

/** A gRPC call's client span: `<package>.<Service>/<method>`. */
export function grpcClientSpan(
  contract: { package: string; service: string },
  method: string,
  parent: string | undefined,
): TraceSpan | undefined {
  if (!tracingEnabled()) return undefined;
  const service = `${contract.package}.${contract.service}`;
  return startSpan(`${service}/${method}`, 'client', parent, {
    'rpc.system': 'grpc',
    'rpc.service': service,
    'rpc.method': method,
  });
}

/**
 * The callee's span of a gRPC call, child of the caller's span: `<Service>/<method>` as the
 * handler's @GrpcMethod declares them (Nest's pattern metadata), else `<Controller>/<handler>`.
 */
export function grpcServerSpan(
  controller: string,
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- Nest's handler type
  handler: Function,
  parent: string | undefined,
): TraceSpan | undefined {
  if (!tracingEnabled()) return undefined;
  const pattern = (
    Reflect.getMetadata(NEST_PATTERN_METADATA, handler) as
      { service?: string; rpc?: string }[] | undefined
  )?.[0];
  const service = pattern?.service ?? controller;
  const method = pattern?.rpc ?? handler.name;
  return startSpan(`${service}/${method}`, 'server', parent, {
    'rpc.system': 'grpc',
    'rpc.service': service,
    'rpc.method': method,
  });
}

/**
 * gRPC status codes that are the server's fault (semantic conventions): a business answer
 * such as NOT_FOUND or FAILED_PRECONDITION fails the client's span, not the server's.
 */
const SERVER_FAULTS = new Set([2, 4, 12, 13, 14, 15]);

/** Ends a gRPC span with its status code (0 = OK). */
export function endGrpcSpan(
  span: TraceSpan | undefined,
  side: 'client' | 'server',
  code: number,
  error?: unknown,
): void {
  if (!span) return;
  span.setAttribute('rpc.grpc.status_code', code);
  const failed = code !== 0 && (side === 'client' || SERVER_FAULTS.has(code));
  span.end(failed ? (error ?? { message: `gRPC status ${code}`, code }) : undefined);
}

/** The outbox write of an event (in the state change's transaction): its "create". */
export function outboxSpan(
  type: string,
  topic: string,
  parent: string | undefined,
): TraceSpan | undefined {
  if (!tracingEnabled()) return undefined;
  return startSpan(`create ${type}`, 'producer', parent, {
    'messaging.operation.type': 'create',
    'messaging.operation.name': 'outbox',
    'messaging.destination.name': topic,
    'boutique.event.type': type,
  });
}

/** The relay's publish of a committed event: child of the envelope's traceparent. */
export function publishSpan(
  envelope: EventEnvelope,
  topic: string,
  system: string,
): TraceSpan | undefined {
  if (!tracingEnabled()) return undefined;
  return startSpan(`send ${envelope.type}`, 'producer', envelope.traceparent, {
    'messaging.system': system,
    'messaging.operation.type': 'send',
    'messaging.destination.name': topic,
    'messaging.message.id': envelope.id,
    'boutique.event.type': envelope.type,
  });
}

/** A consumer group's handling of one event: child of the envelope's traceparent. */
export function consumeSpan(
  envelope: EventEnvelope,
  topic: string,
  group: string,
): TraceSpan | undefined {
  if (!tracingEnabled()) return undefined;
  return startSpan(`process ${envelope.type}`, 'consumer', envelope.traceparent, {
    'messaging.operation.type': 'process',
    'messaging.destination.name': topic,
    'messaging.consumer.group.name': group,
    'messaging.message.id': envelope.id,
    'boutique.event.type': envelope.type,
  });
}
