import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';
import {
  DEFAULT_RETRY_POLICY,
  type DeadLetter,
  type EnvelopeHandler,
  type RetryPolicy,
} from './event-bus.js';
import { observeHandled } from '../metrics/metrics.js';
import type { EventEnvelope } from './envelope.js';

export function resolvePolicy(partial?: Partial<RetryPolicy>): RetryPolicy {
  const policy = { ...DEFAULT_RETRY_POLICY, ...partial };
  if (!Number.isInteger(policy.maxAttempts) || policy.maxAttempts < 1) {
    throw new Error('maxAttempts must be an integer >= 1');
  }
  return policy;
}

/** Backoff before attempt n+1 (n starting at 1): initial * 2^(n-1), capped, with jitter. */
export function backoffDelay(policy: RetryPolicy, attempt: number): number {
  const exponential = policy.initialDelayMs * 2 ** (attempt - 1);
  const capped = Math.min(policy.maxDelayMs, exponential);
  return Math.round(capped * (0.8 + Math.random() * 0.4));
}

export type RetryOutcome =
  { ok: true; attempts: number } | { ok: false; attempts: number; error: string };

/**
 * Runs the handler until it succeeds or the attempts run out. Retries happen in place,
 * so later events of the same key wait: per-key order holds even under failures.
 */
export async function runWithRetries(
  handler: EnvelopeHandler,
  envelope: EventEnvelope,
  policy: RetryPolicy,
  onFailedAttempt?: (error: unknown, attempt: number) => void,
): Promise<RetryOutcome> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await handler(envelope);
      return { ok: true, attempts: attempt };
    } catch (error) {
      onFailedAttempt?.(error, attempt);
      if (attempt >= policy.maxAttempts) {
        return { ok: false, attempts: attempt, error: describeError(error) };
      }
      await sleep(backoffDelay(policy, attempt));
    }
  }
}

export function describeError(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}

/**
 * One delivery to a consumer group, the same for every adapter: retries in place with
 * backoff, logs each failed attempt, records metrics, and returns the dead letter to park
 * when every attempt failed (undefined when the event was handled).
 */
export async function deliver(
  handler: EnvelopeHandler,
  envelope: EventEnvelope,
  context: { group: string; topic: string; policy: RetryPolicy; logger: Logger },
): Promise<Omit<DeadLetter, 'id'> | undefined> {
  const { group, topic, policy, logger } = context;
  const started = Date.now();
  const outcome = await runWithRetries(handler, envelope, policy, (error, attempt) =>
    logger.warn(
      { err: error, eventId: envelope.id, type: envelope.type, attempt, group },
      'event handling failed',
    ),
  );
  observeHandled(group, envelope, outcome.ok, started);
  if (outcome.ok) return undefined;
  logger.error(
    { eventId: envelope.id, type: envelope.type, group, error: outcome.error },
    'event parked in the dead-letter stream',
  );
  return {
    group,
    topic,
    envelope,
    error: outcome.error,
    attempts: outcome.attempts,
    failedAt: new Date().toISOString(),
  };
}
