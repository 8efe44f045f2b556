/**
 * W3C Trace Context `traceparent` (https://www.w3.org/TR/trace-context/), version 00:
 * `00-<32 hex trace id>-<16 hex parent span id>-<2 hex flags>`, lower case. Pure string
 * work, no OpenTelemetry import: the gateway sanitizes incoming headers with it whether or
 * not tracing runs.
 */
const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/;
const ZERO_TRACE_ID = '0'.repeat(32);
const ZERO_SPAN_ID = '0'.repeat(16);

export interface ParsedTraceparent {
  traceId: string;
  spanId: string;
  /** Bit 0 (1) is "sampled". */
  flags: number;
}

/** The parts of a valid traceparent, or undefined (malformed, all-zero ids, other versions). */
export function parseTraceparent(value: unknown): ParsedTraceparent | undefined {
  if (typeof value !== 'string' || value.length !== 55) return undefined;
  const match = TRACEPARENT.exec(value);
  if (!match || match[1] === ZERO_TRACE_ID || match[2] === ZERO_SPAN_ID) return undefined;
  return { traceId: match[1], spanId: match[2], flags: Number.parseInt(match[3], 16) };
}

/** An incoming traceparent when it is valid, else undefined (never forwards junk). */
export function sanitizeTraceparent(value: unknown): string | undefined {
  // The gateway's hot path: one regex test, no match array.
  if (typeof value !== 'string' || value.length !== 55 || !TRACEPARENT.test(value))
    return undefined;
  return value.startsWith(ZERO_TRACE_ID, 3) || value.startsWith(ZERO_SPAN_ID, 36)
    ? undefined
    : value;
}

export function formatTraceparent(traceId: string, spanId: string, flags: number): string {
  return `00-${traceId}-${spanId}-${(flags & 0xff).toString(16).padStart(2, '0')}`;
}
