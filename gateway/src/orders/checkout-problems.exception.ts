import { ConflictException } from '@nestjs/common';

export const CHECKOUT_PROBLEMS_TITLE = 'Unable to Complete Order';

/**
 * A checkout the order service refused for stock (ok=false): 409
 * `{ success: false, title, message: problems[0], problems }` in REST, and
 * `extensions.problems` in GraphQL (the exception filter adds the fields).
 */
export class CheckoutProblemsException extends ConflictException {
  constructor(readonly problems: string[]) {
    super({
      title: CHECKOUT_PROBLEMS_TITLE,
      message: problems[0] ?? CHECKOUT_PROBLEMS_TITLE,
      problems,
    });
  }
}
