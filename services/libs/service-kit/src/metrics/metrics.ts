import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { EventEnvelope } from '../events/envelope.js';

/** One Prometheus registry per process, served at /metrics. */
export const registry = new Registry();
let defaultsCollected = false;

export function initMetrics(service: string) {
  registry.setDefaultLabels({ service });
  if (!defaultsCollected) {
    collectDefaultMetrics({ register: registry });
    defaultsCollected = true;
  }
}

export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP request latency',
  labelNames: ['method', 'route', 'status'],
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers: [registry],
});

export const grpcServerDuration = new Histogram({
  name: 'grpc_server_handling_seconds',
  help: 'gRPC server handling latency',
  labelNames: ['method', 'code'],
  buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
  registers: [registry],
});

export const grpcClientDuration = new Histogram({
  name: 'grpc_client_handling_seconds',
  help: 'gRPC client call latency',
  labelNames: ['service', 'method', 'code'],
  buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
  registers: [registry],
});

export const eventsHandled = new Counter({
  name: 'events_handled_total',
  help: 'Events handled by consumers',
  labelNames: ['group', 'type', 'outcome'],
  registers: [registry],
});

export const eventLag = new Histogram({
  name: 'event_lag_seconds',
  help: 'Seconds from an event being created to its handling finishing',
  labelNames: ['group', 'type'],
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
  registers: [registry],
});

export const deadLetters = new Counter({
  name: 'events_dead_lettered_total',
  help: 'Events parked in the dead-letter stream',
  labelNames: ['group', 'type'],
  registers: [registry],
});

export const outboxBacklog = new Gauge({
  name: 'outbox_backlog',
  help: 'Outbox events not yet published',
  registers: [registry],
});

export function observeHandled(
  group: string,
  envelope: EventEnvelope,
  ok: boolean,
  _startedAt: number,
) {
  eventsHandled.inc({ group, type: envelope.type, outcome: ok ? 'ok' : 'dead-letter' });
  if (!ok) deadLetters.inc({ group, type: envelope.type });
  const created = Date.parse(envelope.time);
  if (Number.isFinite(created))
    eventLag.observe({ group, type: envelope.type }, (Date.now() - created) / 1000);
}
