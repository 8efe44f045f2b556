import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/** What follows a request through gRPC metadata and event envelopes. */
export interface RequestContext {
  requestId: string;
  traceparent?: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

export const REQUEST_ID_HEADER = 'x-request-id';

export function currentContext(): RequestContext | undefined {
  return storage.getStore();
}

export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

export function runWithContext<T>(context: Partial<RequestContext>, fn: () => T): T {
  return storage.run(
    { requestId: context.requestId || randomUUID(), traceparent: context.traceparent },
    fn,
  );
}

/** Accepts an incoming id only if it looks like one (no log injection). */
export function sanitizeRequestId(value: unknown): string | undefined {
  return typeof value === 'string' && /^[\w.:-]{1,128}$/.test(value) ? value : undefined;
}

/** Enters a context for the rest of the current async flow (HTTP framework hooks). */
export function enterContext(context: Partial<RequestContext>): RequestContext {
  const value = { requestId: context.requestId || randomUUID(), traceparent: context.traceparent };
  storage.enterWith(value);
  return value;
}
