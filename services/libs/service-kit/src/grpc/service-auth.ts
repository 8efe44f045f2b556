// Service-to-service trust: every gRPC call carries a short-lived service token, an HS256
// JWT signed with SERVICE_AUTH_SECRET (shared by the shop's processes) that names the
// caller (`iss`, its SERVICE_NAME) and the one method it is for (`aud`, the call's path).
// The server refuses a call without a valid token (UNAUTHENTICATED) and a caller the
// method does not name (PERMISSION_DENIED). Services declare who may call what once, in
// their service definition (`grpcCallers`).
import { Metadata, status } from '@grpc/grpc-js';
import { loadSync } from '@grpc/proto-loader';
import type { CallHandler, ExecutionContext, NestInterceptor } from '@nestjs/common';
import { RpcException } from '@nestjs/microservices';
import { PROTO_ROOT, type ServiceContract } from '@boutique/contracts';
import { jwtVerify, SignJWT } from 'jose';
import { join } from 'node:path';
import { from, mergeMap, type Observable } from 'rxjs';
import { ConfigError } from '../config/config.js';
import { logger } from '../logging/logger.js';
import { GRPC_LOADER_OPTIONS } from './grpc-server.js';

/** Metadata key of the service token on every call. */
export const SERVICE_TOKEN_HEADER = 'x-service-token';

/**
 * Trailer a server adds when it refuses the service token (value: `refused`), so a client
 * can tell "this process is misconfigured" (a fault) from a person's UNAUTHENTICATED.
 */
export const SERVICE_AUTH_TRAILER = 'x-service-auth';

/** How long a token is valid; a client reuses one for half of it. */
export const SERVICE_TOKEN_TTL_SECONDS = 60;

/** Clock difference between two hosts a token survives. */
const CLOCK_TOLERANCE_SECONDS = 30;

/** Who is calling: its SERVICE_NAME, and the key its tokens are signed with (none: no token). */
export interface ServiceCaller {
  name: string;
  secret?: string;
}

/** The caller a process's configuration describes. */
export function callerOf(config: {
  SERVICE_NAME: string;
  SERVICE_AUTH_SECRET?: string;
}): ServiceCaller {
  return { name: config.SERVICE_NAME, secret: config.SERVICE_AUTH_SECRET };
}

/**
 * Who may call a service's RPCs: `default` for every method not named in `methods`
 * (methods by their proto name, e.g. `UpdateUserRole`). Callers are SERVICE_NAMEs
 * (`gateway`, `order`, ...). A new RPC is the default's until someone names others.
 */
export interface GrpcCallers {
  default: readonly string[];
  methods?: Readonly<Record<string, readonly string[]>>;
}

/** SERVICE_AUTH_SECRET is required in production (one-line ConfigError otherwise). */
export function checkServiceAuthConfig(config: {
  NODE_ENV?: string;
  SERVICE_AUTH_SECRET?: string;
}): void {
  if (config.NODE_ENV === 'production' && !config.SERVICE_AUTH_SECRET) {
    throw new ConfigError(
      'Configuration error: SERVICE_AUTH_SECRET is missing (required in production: it signs and checks the calls between services)',
    );
  }
}

const keyOf = (secret: string) => new TextEncoder().encode(secret);

/** Signs the tokens of one caller, one per method path, each reused for half its life. */
export class ServiceTokenSigner {
  private readonly key: Uint8Array;
  private readonly tokens = new Map<string, { token: Promise<string>; renewAt: number }>();

  constructor(
    private readonly caller: string,
    secret: string,
  ) {
    this.key = keyOf(secret);
  }

  /** The token for a call to `path` (`/package.Service/Method`). */
  token(path: string): Promise<string> {
    const now = Date.now();
    const cached = this.tokens.get(path);
    if (cached && cached.renewAt > now) return cached.token;
    const token = new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(this.caller)
      .setAudience(path)
      .setIssuedAt(Math.floor(now / 1000))
      .setExpirationTime(Math.floor(now / 1000) + SERVICE_TOKEN_TTL_SECONDS)
      .sign(this.key);
    this.tokens.set(path, { token, renewAt: now + (SERVICE_TOKEN_TTL_SECONDS * 1000) / 2 });
    token.catch(() => this.tokens.delete(path));
    return token;
  }
}

/** The proto names of a contract's methods. */
function methodNames(contract: ServiceContract): string[] {
  const definition = loadSync(join(PROTO_ROOT, contract.protoPath), GRPC_LOADER_OPTIONS);
  const service = definition[`${contract.package}.${contract.service}`];
  if (!service || 'format' in service) {
    throw new Error(`${contract.protoPath} has no service ${contract.service}`);
  }
  return Object.keys(service);
}

/**
 * The callers of each method path of `contracts`; throws when `callers` names a method no
 * contract has (a typo would otherwise leave the method on the default).
 */
export function callersByPath(
  contracts: readonly ServiceContract[],
  callers: GrpcCallers,
): Map<string, readonly string[]> {
  const byPath = new Map<string, readonly string[]>();
  const named = new Set(Object.keys(callers.methods ?? {}));
  for (const contract of contracts) {
    for (const method of methodNames(contract)) {
      byPath.set(
        `/${contract.package}.${contract.service}/${method}`,
        callers.methods?.[method] ?? callers.default,
      );
      named.delete(method);
    }
  }
  if (named.size > 0)
    throw new Error(
      `grpcCallers names methods the service does not have: ${[...named].join(', ')}`,
    );
  return byPath;
}

function refusal(code: status, message: string): RpcException {
  const metadata = new Metadata();
  metadata.set(SERVICE_AUTH_TRAILER, 'refused');
  return new RpcException({ code, message, metadata });
}

/** Why a call is refused, or the caller it comes from. */
export type ServiceAuthResult = { caller: string } | { refused: RpcException };

/**
 * Checks the service token of each call against the key and the method's callers. Tokens
 * already verified are remembered until they expire (a client reuses one for 30 s), so
 * most calls cost a map look-up.
 */
export class ServiceTokenVerifier {
  private readonly key: Uint8Array;
  private readonly verified = new Map<
    string,
    { caller: string; path: string; expiresAt: number }
  >();

  constructor(
    secret: string,
    private readonly callers: Map<string, readonly string[]>,
  ) {
    this.key = keyOf(secret);
  }

  async check(path: string, metadata: Metadata | undefined): Promise<ServiceAuthResult> {
    const value = metadata?.get(SERVICE_TOKEN_HEADER)[0];
    const token = typeof value === 'string' ? value : value?.toString();
    if (!token) {
      return {
        refused: refusal(
          status.UNAUTHENTICATED,
          `A service token is required (${SERVICE_TOKEN_HEADER})`,
        ),
      };
    }
    const caller = await this.callerOf(token, path);
    if (!caller) {
      return { refused: refusal(status.UNAUTHENTICATED, 'The service token is not valid') };
    }
    const allowed = this.callers.get(path);
    if (!allowed?.includes(caller)) {
      return {
        refused: refusal(
          status.PERMISSION_DENIED,
          `${caller} may not call ${path.slice(path.lastIndexOf('/') + 1)}`,
        ),
      };
    }
    return { caller };
  }

  private async callerOf(token: string, path: string): Promise<string | undefined> {
    const now = Date.now();
    const known = this.verified.get(token);
    if (known && known.path === path && known.expiresAt > now) return known.caller;
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        audience: path,
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        maxTokenAge: SERVICE_TOKEN_TTL_SECONDS + CLOCK_TOLERANCE_SECONDS,
        requiredClaims: ['iss', 'iat', 'exp'],
      });
      const caller = payload.iss!;
      if (this.verified.size >= 4096) this.verified.clear();
      this.verified.set(token, {
        caller,
        path,
        expiresAt: Math.min(payload.exp! * 1000, now + SERVICE_TOKEN_TTL_SECONDS * 1000),
      });
      return caller;
    } catch {
      return undefined;
    }
  }
}

/**
 * Refuses every gRPC call whose service token is missing or invalid (UNAUTHENTICATED) or
 * whose caller the method does not name (PERMISSION_DENIED), before the handler runs.
 */
export class ServiceAuthInterceptor implements NestInterceptor {
  constructor(private readonly verifier: ServiceTokenVerifier) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const metadata = context.switchToRpc().getContext<unknown>();
    const call = context.getArgByIndex<{ getPath?: () => string } | undefined>(2);
    const path = call?.getPath?.() ?? '';
    return from(
      this.verifier.check(path, metadata instanceof Metadata ? metadata : undefined),
    ).pipe(
      mergeMap((result) => {
        if ('refused' in result) {
          logger().warn(
            { path, refusal: (result.refused.getError() as { message: string }).message },
            'gRPC call refused (service token)',
          );
          throw result.refused;
        }
        return next.handle();
      }),
    );
  }
}
