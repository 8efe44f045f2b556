import 'reflect-metadata';
import type { EventData, EventType } from '@boutique/contracts';
import type { EntityManager } from 'typeorm';
import type { EventEnvelope } from './envelope.js';

const EVENT_HANDLER = Symbol('boutique:event-handler');

export interface EventContext {
  envelope: EventEnvelope;
  /** The transaction that also records the event as processed: write the effect with it. */
  manager: EntityManager;
}

/** An event handler is named after the event it consumes and delegates in a line or two. */
export interface EventHandler<K extends EventType = EventType> {
  handle(data: EventData<K>, context: EventContext): Promise<void>;
}

/** Marks a provider class as the handler of one event type. */
export function HandlesEvent(type: EventType): ClassDecorator {
  return (target) => {
    Reflect.defineMetadata(EVENT_HANDLER, type, target);
  };
}

export function handledEventType(target: object): EventType | undefined {
  return Reflect.getMetadata(EVENT_HANDLER, target) as EventType | undefined;
}
