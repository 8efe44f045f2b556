import {
  Injectable,
  UnauthorizedException,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { requestOf } from './auth-request.js';
import { InvalidTokenError, JwtVerifier, type AuthUser } from './jwt-verifier.js';
import { AccessRevocations } from './access-revocations.js';

export const NO_ACCESS_TOKEN = 'No access token found';
export const INVALID_TOKEN = 'Invalid or expired token';

/** The token of an `Authorization: Bearer <token>` header, or undefined. */
export function bearerToken(header: string | string[] | undefined): string | undefined {
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer[ ]+([^ ]+)[ ]*$/i.exec(header);
  return match?.[1];
}

/**
 * Lets a request through when it carries a valid access token (verified locally) whose
 * session has not ended (logout, password reset, role change) and whose user has not been
 * deleted (AccessRevocations, in memory), and puts the token's user on `request.user`.
 * Works for REST and GraphQL.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly verifier: JwtVerifier,
    private readonly revocations: AccessRevocations,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = requestOf(context);
    const token = bearerToken(request.headers.authorization);
    if (!token) throw new UnauthorizedException(NO_ACCESS_TOKEN);
    let user: AuthUser;
    try {
      user = await this.verifier.verify(token);
    } catch (error) {
      if (error instanceof InvalidTokenError) throw new UnauthorizedException(INVALID_TOKEN);
      throw error;
    }
    if (this.revocations.isRevoked(user)) {
      throw new UnauthorizedException(INVALID_TOKEN);
    }
    request.user = user;
    return true;
  }
}
