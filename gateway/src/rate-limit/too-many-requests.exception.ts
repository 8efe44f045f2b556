import { HttpException, HttpStatus } from '@nestjs/common';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please try again later.';

/** 429 `{ success: false, message }` with `Retry-After: <retryAfterSec>` (set by the filter). */
export class TooManyRequestsException extends HttpException {
  constructor(readonly retryAfterSec: number) {
    super(TOO_MANY_ATTEMPTS, HttpStatus.TOO_MANY_REQUESTS);
  }
}
