import {
  ForbiddenException,
  Injectable,
  UnauthorizedException,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { requestOf } from './auth-request.js';
import { NO_ACCESS_TOKEN } from './auth.guard.js';
import type { Role } from './jwt-verifier.js';

export const ROLES_KEY = 'boutique:roles';
export const ACCESS_DENIED = 'Access denied';

/** Runs after AuthGuard: the signed-in user must have one of the route's roles. */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!roles?.length) return true;
    const user = requestOf(context).user;
    if (!user) throw new UnauthorizedException(NO_ACCESS_TOKEN);
    if (!roles.includes(user.role)) throw new ForbiddenException(ACCESS_DENIED);
    return true;
  }
}
