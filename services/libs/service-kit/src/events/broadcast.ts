import type { Logger } from 'pino';
import { observeHandled } from '../metrics/metrics.js';
import type { BroadcastOptions, EnvelopeHandler, RetryPolicy } from './event-bus.js';
import type { EventEnvelope } from './envelope.js';
import { describeError, resolvePolicy, runWithRetries } from './retry.js';

/** A broadcast delivery is retried briefly in place; `resync` covers one that failed. */
export const BROADCAST_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 3,
  initialDelayMs: 100,
  maxDelayMs: 1000,
};

/**
 * One broadcast subscription of one process, the same for every adapter: the adapter
 * hands it the events it receives and asks for a resync when it may have missed some
 * (on connect and reconnect). Deliveries and resyncs run one at a time, in the order they
 * arrive, so a resync's snapshot never overtakes an event that came before it, and an
 * event after it re-reads state at least as new as the snapshot.
 */
export class BroadcastSubscription {
  private chain: Promise<void> = Promise.resolve();
  /** A resync waiting its turn: a second request joins it instead of queueing another. */
  private pendingResync?: Promise<void>;
  private readonly policy: RetryPolicy;
  private readonly metricsGroup: string;

  constructor(
    readonly group: string,
    readonly topic: string,
    private readonly handler: EnvelopeHandler,
    private readonly options: BroadcastOptions,
    private readonly logger: Logger,
  ) {
    this.policy = resolvePolicy({ ...BROADCAST_RETRY_POLICY, ...options.retry });
    this.metricsGroup = `${group}:broadcast`;
  }

  /** Queues one delivery; resolves when it was handled (or given up and a resync queued). */
  deliver(envelope: EventEnvelope): Promise<void> {
    return this.enqueue(async () => {
      const started = Date.now();
      const outcome = await runWithRetries(this.handler, envelope, this.policy, (error, attempt) =>
        this.logger.warn(
          { err: error, eventId: envelope.id, type: envelope.type, attempt, topic: this.topic },
          'broadcast event handling failed',
        ),
      );
      if (outcome.ok) {
        // nothing is parked when a broadcast fails, so only handled ones are counted
        observeHandled(this.metricsGroup, envelope, true, started);
        return;
      }
      this.logger.error(
        { eventId: envelope.id, type: envelope.type, topic: this.topic, error: outcome.error },
        'broadcast event given up; resyncing the projection',
      );
      void this.resync('a delivery failed every attempt');
    });
  }

  /** Queues a resync (joining one already waiting); resolves when it ran. */
  resync(reason: string): Promise<void> {
    const resync = this.options.resync;
    if (!resync) return Promise.resolve();
    if (this.pendingResync) return this.pendingResync;
    const pending = this.enqueue(async () => {
      this.pendingResync = undefined;
      const started = Date.now();
      try {
        await resync();
        this.logger.info(
          { topic: this.topic, reason, ms: Date.now() - started },
          'broadcast projection resynced',
        );
      } catch (error) {
        // the next reconnect or failed delivery tries again
        this.logger.error(
          { topic: this.topic, reason, error: describeError(error) },
          'broadcast projection resync failed',
        );
      }
    });
    this.pendingResync = pending;
    return pending;
  }

  /** Resolves when everything queued so far has run. */
  idle(): Promise<void> {
    return this.chain;
  }

  private enqueue(task: () => Promise<void>): Promise<void> {
    const next = this.chain.then(task);
    this.chain = next.catch(() => undefined);
    return next;
  }
}
