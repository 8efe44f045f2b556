import { randomUUID } from 'node:crypto';
import {
  endHttpServerSpan,
  enterContext,
  httpRequestDuration,
  httpServerSpan,
  REQUEST_ID_HEADER,
  sanitizeRequestId,
  sanitizeTraceparent,
  tracingEnabled,
  type createLogger,
  type TraceSpan,
} from '@boutique/service-kit';
import type { FastifyInstance } from 'fastify';

type Logger = ReturnType<typeof createLogger>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The request id (incoming x-request-id when well-formed, else generated). */
    requestId: string;
    /** The request's server span when tracing runs (OTEL_EXPORTER_OTLP_ENDPOINT). */
    traceSpan: TraceSpan | undefined;
  }
}

/** Polled endpoints are logged at debug level only. */
const QUIET_ROUTES = new Set(['/health/live', '/health/ready', '/metrics']);

/**
 * The per-request hooks, kept light because this is the hot path:
 * - onRequest: request id (x-request-id or a new uuid) entered into the async context,
 *   so it flows into logs and gRPC metadata, and echoed in the response header; with
 *   tracing on, the request's server span (child of a valid incoming traceparent);
 * - onResponse: one JSON access-log line (method, path, route, status, duration; never
 *   bodies, query strings or headers; 5xx at warn, their error is logged where caught) and
 *   the http_request_duration_seconds histogram; the server span ends with the status.
 */
export function registerRequestHooks(fastify: FastifyInstance, log: Logger): void {
  fastify.decorateRequest('requestId', '');
  fastify.decorateRequest('traceSpan', undefined);

  fastify.addHook('onRequest', (request, reply, done) => {
    const requestId = sanitizeRequestId(request.headers[REQUEST_ID_HEADER]) ?? randomUUID();
    // W3C trace context: a valid incoming traceparent (nginx always sends one) is the
    // parent of this request's server span, whose own traceparent the gRPC calls carry.
    const incoming = sanitizeTraceparent(request.headers.traceparent);
    const span = httpServerSpan(request.method, request.routeOptions.url, request.url, incoming);
    request.requestId = requestId;
    request.traceSpan = span;
    enterContext({ requestId, traceparent: span?.traceparent ?? incoming });
    reply.header(REQUEST_ID_HEADER, requestId);
    done();
  });

  fastify.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const status = reply.statusCode;
    const ms = reply.elapsedTime;
    httpRequestDuration.observe({ method: request.method, route, status }, ms / 1000);
    endHttpServerSpan(request.traceSpan, status);
    const entry = {
      requestId: request.requestId,
      method: request.method,
      path: request.url.split('?', 1)[0],
      route,
      status,
      ms: Math.round(ms * 10) / 10,
    };
    // A fault was logged once, with its cause, where it was caught (the exception filter,
    // the Fastify error handler or the GraphQL error formatter): its access line is a warning.
    if (QUIET_ROUTES.has(route)) log.debug(entry, 'request');
    else if (status >= 500) log.warn(entry, 'request');
    else log.info(entry, 'request');
    done();
  });

  // A request the client gave up on gets no onResponse: its span ends here.
  if (tracingEnabled()) {
    fastify.addHook('onRequestAbort', (request, done) => {
      request.traceSpan?.end({ message: 'client closed the request', code: 'ABORTED' });
      done();
    });
  }
}
