import type { INestApplicationContext, Type } from '@nestjs/common';
import { EVENTS, type EventType } from '@boutique/contracts';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { decodeEventData } from '../events/envelope.js';
import type { EventBus } from '../events/event-bus.js';
import {
  handledEventType,
  isBroadcastHandler,
  type EventHandler,
} from '../events/event-handler.js';
import { runWithContext, sanitizeRequestId } from '../logging/request-context.js';

/**
 * The service's handlers split by how they consume: `grouped` through the service's
 * consumer group (exactly once per service, recorded in processed_event), `broadcast` to
 * every process (`@HandlesEvent(type, { broadcast })`, decided with the configuration).
 */
export function splitHandlers(
  handlerTypes: Type<EventHandler>[],
  config: object,
): { grouped: Type<EventHandler>[]; broadcast: Type<EventHandler>[] } {
  const broadcast = handlerTypes.filter((type) => isBroadcastHandler(type, config));
  return { grouped: handlerTypes.filter((type) => !broadcast.includes(type)), broadcast };
}

/** What subscribing a service's handlers needs: its app, database, bus, group and logger. */
export interface SubscribeContext {
  app: INestApplicationContext;
  dataSource: DataSource;
  bus: EventBus;
  group: string;
  log: Logger;
}

/** The event's type and topic of a handler class (its `@HandlesEvent(...)`). */
function topicOf(type: Type<EventHandler>): { eventType: EventType; topic: string } {
  const eventType = handledEventType(type);
  if (!eventType) throw new Error(`${type.name} has no @HandlesEvent(...)`);
  return { eventType, topic: EVENTS[eventType].topic };
}

/**
 * The handlers (instances from the app) by topic, then by event type; two handlers of one
 * event type are an error (`kind`: "handlers" or "broadcast handlers", in the message).
 */
export function handlersByTopic(
  types: Type<EventHandler>[],
  context: { app: INestApplicationContext; group: string },
  kind: string,
): Map<string, Map<string, EventHandler>> {
  const byTopic = new Map<string, Map<string, EventHandler>>();
  for (const type of types) {
    const { eventType, topic } = topicOf(type);
    const handlers = byTopic.get(topic) ?? new Map<string, EventHandler>();
    if (handlers.has(eventType))
      throw new Error(`Two ${kind} for ${eventType} in ${context.group}`);
    handlers.set(eventType, context.app.get(type));
    byTopic.set(topic, handlers);
  }
  return byTopic;
}

/**
 * Subscribes the service's broadcast handlers: one broadcast subscription per topic, so
 * every replica gets every event of their types. A handler gets the data source's manager
 * (no transaction, nothing recorded); the handlers' resync() run when the bus asks (start,
 * reconnect, a failed delivery).
 *
 * A topic the service consumed as a group before and now only broadcasts is unsubscribed
 * for the group, so its events stop piling up for a consumer that is gone.
 */
export async function subscribeBroadcastHandlers(
  broadcast: Type<EventHandler>[],
  grouped: Type<EventHandler>[],
  context: SubscribeContext,
): Promise<void> {
  const groupTopics = new Set(grouped.map((type) => topicOf(type).topic));
  const byTopic = handlersByTopic(broadcast, context, 'broadcast handlers');
  for (const [topic, handlers] of byTopic) {
    const resyncs = [...handlers.values()].filter((handler) => handler.resync);
    await context.bus.subscribeBroadcast(
      context.group,
      topic,
      async (envelope) => {
        const handler = handlers.get(envelope.type);
        if (!handler) return;
        const type = envelope.type as EventType;
        await runWithContext(
          { requestId: sanitizeRequestId(envelope.requestid), traceparent: envelope.traceparent },
          () =>
            handler.handle(decodeEventData(type, envelope), {
              envelope,
              manager: context.dataSource.manager,
              broadcast: true,
            }),
        );
      },
      {
        resync:
          resyncs.length === 0
            ? undefined
            : async () => {
                for (const handler of resyncs) await handler.resync!();
              },
      },
    );
    if (!groupTopics.has(topic)) await context.bus.unsubscribe(context.group, topic);
    context.log.info({ topic, types: [...handlers.keys()] }, 'broadcast events');
  }
}
