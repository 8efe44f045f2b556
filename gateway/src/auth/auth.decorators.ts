import {
  applyDecorators,
  createParamDecorator,
  SetMetadata,
  UseGuards,
  type ExecutionContext,
} from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ErrorResponse } from '../common/api-responses.js';
import { clientIp, requestOf } from './auth-request.js';
import { AuthGuard } from './auth.guard.js';
import type { AuthUser, Role } from './jwt-verifier.js';
import { RolesGuard, ROLES_KEY } from './roles.guard.js';

const BEARER_DOCS = [
  ApiBearerAuth(),
  ApiUnauthorizedResponse({
    type: ErrorResponse,
    description: 'No access token found / Invalid or expired token',
  }),
];

/** The route needs a valid access token (401 "No access token found" / "Invalid or expired token"). */
export function Authenticated() {
  return applyDecorators(UseGuards(AuthGuard), ...BEARER_DOCS);
}

/** The route needs a valid access token and one of `roles` (403 "Access denied" otherwise). */
export function Roles(...roles: Role[]) {
  return applyDecorators(
    SetMetadata(ROLES_KEY, roles),
    UseGuards(AuthGuard, RolesGuard),
    ...BEARER_DOCS,
    ApiForbiddenResponse({ type: ErrorResponse, description: 'Access denied' }),
  );
}

/** The verified token's user (set by AuthGuard). */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AuthUser | undefined => requestOf(context).user,
);

/** The client's address: the socket's, or X-Forwarded-For's when TRUST_PROXY is set. */
export const ClientIp = createParamDecorator((_data: unknown, context: ExecutionContext) =>
  clientIp(requestOf(context)),
);
