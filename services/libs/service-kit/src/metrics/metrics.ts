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

export const outboxLag = new Gauge({
  name: 'outbox_lag_seconds',
  help: 'Age of the oldest outbox event not yet published (0 when none waits)',
  registers: [registry],
});

export const outboxPublished = new Counter({
  name: 'outbox_events_published_total',
  help: 'Events published from the outbox (committed state changes), by event type',
  labelNames: ['type'],
  registers: [registry],
});

/** Checkouts (order creations) by outcome: placed, refused (stock or price), error. */
export const checkouts = new Counter({
  name: 'checkouts_total',
  help: 'Checkouts by outcome: placed (order and provider order created), refused (stock or price problems), error',
  labelNames: ['outcome'],
  registers: [registry],
});

/** Payments by outcome, counted after the transaction that records them commits. */
export const payments = new Counter({
  name: 'payments_total',
  help: 'Payments by outcome: captured (recorded for its order), failed (reported failed by the provider), refused (a capture the provider did not confirm)',
  labelNames: ['outcome'],
  registers: [registry],
});

/** What a bus adapter reports about the consumer groups of this process. */
export interface ConsumerStats {
  group: string;
  topic: string;
  /** Events published to the group's subscription and not yet handled. */
  waiting: number;
  /** Events parked in the group's dead-letter stream (not replayed). */
  deadLetters: number;
}

export interface ConsumerStatsSource {
  consumerStats(): Promise<ConsumerStats[]>;
}

const consumerSources = new Set<ConsumerStatsSource>();
let consumerSample: { at: number; stats: Promise<ConsumerStats[]> } | undefined;
/** One sample serves both gauges of a scrape (and scrapes within this window). */
const CONSUMER_SAMPLE_MS = 5_000;

/** Reports the source's consumer groups on /metrics until untracked (bus stop). */
export function trackConsumers(source: ConsumerStatsSource): void {
  consumerSources.add(source);
  consumerSample = undefined;
}

export function untrackConsumers(source: ConsumerStatsSource): void {
  consumerSources.delete(source);
  consumerSample = undefined;
}

/** The tracked buses' consumer figures, sampled at most every 5 s; a failing source reports nothing. */
export function sampleConsumers(): Promise<ConsumerStats[]> {
  if (consumerSample && Date.now() - consumerSample.at < CONSUMER_SAMPLE_MS)
    return consumerSample.stats;
  const stats = Promise.all(
    [...consumerSources].map((source) => source.consumerStats().catch(() => [])),
  ).then((lists) => lists.flat());
  consumerSample = { at: Date.now(), stats };
  return stats;
}

export const consumerLag = new Gauge({
  name: 'events_consumer_lag',
  help: 'Events published to a consumer group and not yet handled, per topic (sampled at scrape)',
  labelNames: ['group', 'topic'],
  registers: [registry],
  async collect() {
    const stats = await sampleConsumers();
    this.reset();
    for (const s of stats) this.set({ group: s.group, topic: s.topic }, s.waiting);
  },
});

export const deadLettersParked = new Gauge({
  name: 'events_dead_letters',
  help: "Events parked in a consumer group's dead-letter stream now, not replayed (sampled at scrape)",
  labelNames: ['group', 'topic'],
  registers: [registry],
  async collect() {
    const stats = await sampleConsumers();
    this.reset();
    for (const s of stats) this.set({ group: s.group, topic: s.topic }, s.deadLetters);
  },
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
