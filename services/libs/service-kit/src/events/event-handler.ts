import 'reflect-metadata';
import type { EventData, EventType } from '@boutique/contracts';
import type { EntityManager } from 'typeorm';
import type { EventEnvelope } from './envelope.js';

const EVENT_HANDLER = Symbol('boutique:event-handler');

export interface EventContext {
  envelope: EventEnvelope;
  /**
   * The transaction that also records the event as processed: write the effect with it.
   * A broadcast handler gets the data source's manager (no transaction, nothing recorded).
   */
  manager: EntityManager;
  /** True for a broadcast delivery (`@HandlesEvent(type, { broadcast: true })`). */
  broadcast?: boolean;
}

/** An event handler is named after the event it consumes and delegates in a line or two. */
export interface EventHandler<K extends EventType = EventType> {
  handle(data: EventData<K>, context: EventContext): Promise<void>;
  /**
   * Broadcast handlers only: rebuild this process's projection from the database. Called
   * once the subscription is live, after the bus reconnects (events may have been missed)
   * and after a delivery that failed every attempt. One handler per projection needs it.
   */
  resync?(): Promise<void>;
}

export interface HandlesEventOptions {
  /**
   * Every process (each replica) gets every event of the type, instead of one process of
   * the service's consumer group. For state held in the process (an in-memory search
   * index, a cache): the handler must be idempotent and order-independent (re-read the
   * current state by id), since a broadcast is neither recorded nor retried after a
   * restart; `resync()` covers what a process missed. A function decides from the
   * service's configuration (state kept in a shared store needs one delivery, not one per
   * replica).
   */
  broadcast?: boolean | ((config: never) => boolean);
}

/** Marks a provider class as the handler of one event type. */
export function HandlesEvent(type: EventType, options: HandlesEventOptions = {}): ClassDecorator {
  return (target) => {
    Reflect.defineMetadata(EVENT_HANDLER, { type, broadcast: options.broadcast ?? false }, target);
  };
}

export function handledEventType(target: object): EventType | undefined {
  return (Reflect.getMetadata(EVENT_HANDLER, target) as { type: EventType } | undefined)?.type;
}

/** Whether a class marked with @HandlesEvent broadcasts, with this configuration. */
export function isBroadcastHandler(target: object, config: object): boolean {
  const marked = Reflect.getMetadata(EVENT_HANDLER, target) as
    { broadcast: HandlesEventOptions['broadcast'] } | undefined;
  const broadcast = marked?.broadcast ?? false;
  return typeof broadcast === 'function'
    ? (broadcast as (c: object) => boolean)(config)
    : broadcast;
}
