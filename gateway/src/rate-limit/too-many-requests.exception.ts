import { HttpException, HttpStatus } from '@nestjs/common';

/** "30 seconds", "1 minute", "15 minutes", "1 hour": how long to wait, for people. */
export function waitText(seconds: number): string {
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (seconds < 60) return unit(Math.max(1, Math.ceil(seconds)), 'second');
  if (seconds < 3600) return unit(Math.ceil(seconds / 60), 'minute');
  return unit(Math.ceil(seconds / 3600), 'hour');
}

/** The message of a refused attempt, saying how long to wait (the frontends show it as-is). */
export function tooManyAttempts(retryAfterSec: number): string {
  return `Too many attempts. Please try again in ${waitText(retryAfterSec)}.`;
}

/** The message of the whole-API throttle. */
export function tooManyRequests(retryAfterSec: number): string {
  return `Too many requests. Please try again in ${waitText(retryAfterSec)}.`;
}

/**
 * 429 `{ success: false, message: "Too many attempts. Please try again in 30 seconds." }`
 * with `Retry-After: <retryAfterSec>` (set by the filter).
 */
export class TooManyRequestsException extends HttpException {
  readonly retryAfterSec: number;

  constructor(retryAfterSec: number) {
    const seconds = Math.max(1, Math.ceil(retryAfterSec));
    super(tooManyAttempts(seconds), HttpStatus.TOO_MANY_REQUESTS);
    this.retryAfterSec = seconds;
  }
}
