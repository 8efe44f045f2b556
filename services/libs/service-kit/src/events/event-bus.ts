import type { EventEnvelope } from './envelope.js';
import type { ConsumerStats } from '../metrics/metrics.js';

/** Handles one delivered event. Throwing means "not handled": it is retried. */
export type EnvelopeHandler = (envelope: EventEnvelope) => Promise<void>;

export interface RetryPolicy {
  /** Attempts before the event is parked in the dead-letter stream (>= 1). */
  maxAttempts: number;
  /** First backoff delay in ms; doubles each attempt. */
  initialDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 5,
  initialDelayMs: 200,
  maxDelayMs: 5000,
};

export interface SubscribeOptions {
  retry?: Partial<RetryPolicy>;
  /**
   * The event types of the topic the group handles: the others are never delivered to it
   * (pg-boss makes no job for them; Kafka, which routes by topic only, acknowledges them
   * without calling the handler). Unset: every type of the topic (a handler that needs
   * them all).
   */
  types?: readonly string[];
}

export interface BroadcastOptions {
  /** Attempts in place before the delivery is given up (and `resync` called); default 3. */
  retry?: Partial<RetryPolicy>;
  /**
   * Rebuilds the process's projection from the database: called once the subscription is
   * live, after every reconnect of the bus (events may have been missed meanwhile) and
   * after a delivery that failed every attempt. Runs in line with the deliveries.
   */
  resync?: () => Promise<void>;
}

/** An event that failed every attempt, kept for an operator to inspect and replay. */
export interface DeadLetter {
  id: string;
  group: string;
  topic: string;
  envelope: EventEnvelope;
  error: string;
  attempts: number;
  failedAt: string;
}

/**
 * The event bus port. Delivery is at least once; events with the same key (the
 * envelope's subject) are delivered to a group in the order they were published.
 * Handlers are written once and do not know which adapter carries them.
 */
export interface EventBus {
  readonly kind: 'pg-boss' | 'kafka';
  start(): Promise<void>;
  /** Publishes on `topic`, keyed by envelope.subject. */
  publish(topic: string, envelope: EventEnvelope): Promise<void>;
  /**
   * Delivers every event of `topic` (of `options.types` when given) to `group` (one
   * consumer group per service).
   */
  subscribe(
    group: string,
    topic: string,
    handler: EnvelopeHandler,
    options?: SubscribeOptions,
  ): Promise<void>;
  /**
   * Delivers every event of `topic` published from now on to this process, whatever other
   * processes of `group` (the replicas of a service) do: for state held per process. Not
   * recorded, not dead-lettered: handlers re-read state by id, and `options.resync` covers
   * the events a process missed. Deliveries and resyncs run one at a time.
   */
  subscribeBroadcast(
    group: string,
    topic: string,
    handler: EnvelopeHandler,
    options?: BroadcastOptions,
  ): Promise<void>;
  /**
   * `group` no longer consumes `topic` as a group (its handlers became broadcast): stops
   * routing the topic's events to the group (pg-boss: drops the topic's subscription of
   * the group's queue and the events waiting in it; Kafka: deletes the consumer group once
   * it is empty).
   */
  unsubscribe(group: string, topic: string): Promise<void>;
  /** The group's dead-letter stream, oldest first, without consuming it. */
  deadLetters(group: string, limit?: number): Promise<DeadLetter[]>;
  /** Delivers the group's dead letters again (all, or the given ids) and removes them. */
  replayDeadLetters(group: string, ids?: string[]): Promise<number>;
  /**
   * Per subscription of this process: events waiting for the group and letters parked in
   * its dead-letter stream (the events_consumer_lag and events_dead_letters gauges).
   */
  consumerStats(): Promise<ConsumerStats[]>;
  isReady(): Promise<boolean>;
  stop(): Promise<void>;
}
