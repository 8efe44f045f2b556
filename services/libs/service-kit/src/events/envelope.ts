import { randomUUID } from 'node:crypto';
import { EVENTS, type EventData, type EventType } from '@boutique/contracts';
import { currentContext } from '../logging/request-context.js';

/**
 * An event in the CloudEvents 1.0 JSON shape. `subject` is the aggregate id (the
 * partition key); `requestid` and `traceparent` carry the request that caused it.
 */
export interface EventEnvelope<D = unknown> {
  specversion: '1.0';
  id: string;
  type: string;
  source: string;
  time: string;
  subject: string;
  datacontenttype: 'application/json';
  dataschema: string;
  traceparent?: string;
  requestid?: string;
  data: D;
}

/**
 * Builds the envelope of a registered event type; the payload is encoded by its proto codec.
 * `traceparent` is the producing span's (the outbox write's), else the request's.
 */
export function createEnvelope<K extends EventType>(
  source: string,
  type: K,
  subject: string,
  data: EventData<K>,
  traceparent?: string,
): EventEnvelope {
  const definition = EVENTS[type];
  const context = currentContext();
  traceparent ??= context?.traceparent;
  return {
    specversion: '1.0',
    id: randomUUID(),
    type,
    source,
    time: new Date().toISOString(),
    subject,
    datacontenttype: 'application/json',
    dataschema: `${definition.schema}/v1`,
    ...(traceparent ? { traceparent } : {}),
    ...(context?.requestId ? { requestid: context.requestId } : {}),
    data: (definition.codec.toJSON as (value: unknown) => unknown)(data),
  };
}

/** Decodes the payload of a registered event type. */
export function decodeEventData<K extends EventType>(
  type: K,
  envelope: EventEnvelope,
): EventData<K> {
  return (EVENTS[type].codec.fromJSON as (value: unknown) => EventData<K>)(envelope.data);
}

export function isEnvelope(value: unknown): value is EventEnvelope {
  const candidate = value as Partial<EventEnvelope> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.id === 'string' &&
    typeof candidate.type === 'string' &&
    typeof candidate.subject === 'string'
  );
}
