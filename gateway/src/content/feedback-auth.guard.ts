import {
  Injectable,
  UnauthorizedException,
  UseGuards,
  applyDecorators,
  type ExecutionContext,
} from '@nestjs/common';
import { ApiBearerAuth, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { AuthGuard } from '../auth/auth.guard.js';
import { ErrorResponse } from '../common/api-responses.js';

export const LOGIN_TO_FEEDBACK = 'You must be logged in to submit feedback.';

/**
 * AuthGuard for the feedback form: a guest (no token, or one that is no longer valid)
 * is told "You must be logged in to submit feedback." rather than the generic token
 * message (docs/api-content.md).
 */
@Injectable()
export class FeedbackAuthGuard extends AuthGuard {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    try {
      return await super.canActivate(context);
    } catch (error) {
      if (error instanceof UnauthorizedException)
        throw new UnauthorizedException(LOGIN_TO_FEEDBACK);
      throw error;
    }
  }
}

/** The route needs a signed-in user; 401 "You must be logged in to submit feedback." otherwise. */
export function SignedInForFeedback() {
  return applyDecorators(
    UseGuards(FeedbackAuthGuard),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ type: ErrorResponse, description: LOGIN_TO_FEEDBACK }),
  );
}
