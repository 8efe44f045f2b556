import type { ExecutionContext } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from './jwt-verifier.js';

/** A request the AuthGuard has let through carries the token's user. */
export type AuthRequest = FastifyRequest & { user?: AuthUser };

/** The Fastify request behind a REST or GraphQL execution context. */
export function requestOf(context: ExecutionContext): AuthRequest {
  if (context.getType<string>() === 'graphql') {
    return GqlExecutionContext.create(context).getContext<{ req: AuthRequest }>().req;
  }
  return context.switchToHttp().getRequest<AuthRequest>();
}

/** The client's address: the socket's, or X-Forwarded-For's when TRUST_PROXY is set. */
export function clientIp(request: FastifyRequest): string {
  return request.ip || 'unknown';
}
