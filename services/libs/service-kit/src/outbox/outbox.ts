import { EVENTS, type EventData, type EventType } from '@boutique/contracts';
import type { EntityManager } from 'typeorm';
import { createEnvelope, type EventEnvelope } from '../events/envelope.js';
import { currentContext } from '../logging/request-context.js';
import { outboxSpan } from '../tracing/spans.js';
import { endAfter } from '../tracing/tracing.js';

/** Notified by every outbox write, on commit; the relay LISTENs on it. */
export const OUTBOX_WAKE_CHANNEL = 'boutique_outbox_wake';

/**
 * Writes events in the caller's transaction. The relay publishes them after commit, so a
 * state change and its event are never one without the other.
 */
export class Outbox {
  constructor(private readonly source: string) {}

  async add<K extends EventType>(
    manager: EntityManager,
    type: K,
    subject: string,
    data: EventData<K>,
  ): Promise<EventEnvelope> {
    if (!manager.queryRunner?.isTransactionActive) {
      throw new Error(`Outbox.add(${type}) must run inside the transaction of the state change`);
    }
    // The envelope carries the outbox write's span: consumers are its children.
    const span = outboxSpan(type, EVENTS[type].topic, currentContext()?.traceparent);
    const envelope = createEnvelope(this.source, type, subject, data, span?.traceparent);
    await endAfter(
      span,
      (async () => {
        await manager.query(
          `INSERT INTO outbox_event (id, topic, type, subject, envelope) VALUES ($1, $2, $3, $4, $5)`,
          [envelope.id, EVENTS[type].topic, type, subject, JSON.stringify(envelope)],
        );
        // Delivered at commit (never for a rolled-back transaction): wakes the relay at once.
        await manager.query('SELECT pg_notify($1, $2)', [OUTBOX_WAKE_CHANNEL, '']);
      })(),
    );
    return envelope;
  }
}
