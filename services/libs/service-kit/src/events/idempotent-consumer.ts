import type { DataSource, EntityManager } from 'typeorm';
import type { EnvelopeHandler } from './event-bus.js';
import type { EventEnvelope } from './envelope.js';

export type TransactionalHandler = (
  envelope: EventEnvelope,
  manager: EntityManager,
) => Promise<void>;

export interface IdempotentConsumerHooks {
  /** Called after the effect committed, before the bus acknowledges (tests use it to crash there). */
  afterCommit?: (envelope: EventEnvelope) => void | Promise<void>;
}

/**
 * Wraps a handler so its effect and the record "consumer processed event id" are written in
 * one transaction. A redelivered event finds its id recorded and changes nothing; a second
 * delivery racing the first waits on the primary key and then finds the id.
 */
export function idempotent(
  dataSource: DataSource,
  consumer: string,
  handler: TransactionalHandler,
  hooks: IdempotentConsumerHooks = {},
): EnvelopeHandler {
  return async (envelope) => {
    await dataSource.transaction(async (manager) => {
      const inserted = await manager.query<unknown[]>(
        `INSERT INTO processed_event (consumer, event_id, event_type) VALUES ($1, $2, $3)
         ON CONFLICT (consumer, event_id) DO NOTHING RETURNING event_id`,
        [consumer, envelope.id, envelope.type],
      );
      if (inserted.length === 0) return;
      await handler(envelope, manager);
    });
    await hooks.afterCommit?.(envelope);
  };
}
