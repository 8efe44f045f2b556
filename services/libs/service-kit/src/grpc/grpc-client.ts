import {
  credentials,
  loadPackageDefinition,
  Metadata,
  status,
  type Client,
  type ServiceError,
} from '@grpc/grpc-js';
import { loadSync } from '@grpc/proto-loader';
import { PROTO_ROOT, type ServiceContract } from '@boutique/contracts';
import { join } from 'node:path';
import type { Observable } from 'rxjs';
import { logger } from '../logging/logger.js';
import { currentContext, REQUEST_ID_HEADER } from '../logging/request-context.js';
import { grpcClientDuration } from '../metrics/metrics.js';
import { endGrpcSpan, grpcClientSpan } from '../tracing/spans.js';
import { GRPC_CHANNEL_OPTIONS, GRPC_LOADER_OPTIONS } from './grpc-server.js';
import {
  channelTarget,
  DNS_REFRESH_OPTION,
  parseGrpcUrl,
  ROUND_ROBIN_SERVICE_CONFIG,
} from './grpc-target.js';
import {
  SERVICE_AUTH_TRAILER,
  SERVICE_TOKEN_HEADER,
  ServiceTokenSigner,
  type ServiceCaller,
} from './service-auth.js';

/** The ts-proto client interface with each unary call returning a Promise. */
export type PromiseClient<T> = {
  [K in keyof T]: T[K] extends (request: infer Q, ...rest: never[]) => Observable<infer R>
    ? (request: Q, options?: CallOptions) => Promise<R>
    : never;
};

export interface CallOptions {
  /** Deadline in ms from now (default 5000), for the call and its retries together. */
  timeoutMs?: number;
  /**
   * Whether the call may be repeated on another replica when it fails with UNAVAILABLE
   * (the replica died or refused the connection): at most twice, within the deadline.
   * Default: the method's `idempotency_level` in the proto (NO_SIDE_EFFECTS or IDEMPOTENT);
   * `true` for a write that is safe to repeat this time (CreateOrder with an idempotency key).
   */
  retryable?: boolean;
}

export interface GrpcClientOptions {
  /**
   * Who calls (SERVICE_NAME) and the SERVICE_AUTH_SECRET its service tokens are signed
   * with; every call then carries one (see service-auth.ts). Without a secret, no token.
   */
  caller?: ServiceCaller;
  /** How often names in the URL are looked up again, in ms (default 30 000). */
  dnsRefreshMs?: number;
}

/** Retries of a retryable call after UNAVAILABLE (so at most three attempts). */
export const MAX_RETRIES = 2;

/** Pause before the first and the second retry (ms; each with up to half of it as jitter). */
const RETRY_PAUSES_MS = [25, 100];

export interface GrpcClientHandle<T> {
  client: PromiseClient<T>;
  /** Resolves when the channel is connected (or rejects after timeoutMs). */
  waitForReady(timeoutMs: number): Promise<void>;
  close(): void;
}

type UnaryMethod = (
  request: unknown,
  metadata: Metadata,
  options: { deadline: Date },
  callback: (error: ServiceError | null, response: unknown) => void,
) => void;

/** Method metadata from the proto: its path and whether repeating it is safe. */
interface MethodInfo {
  path: string;
  safe: boolean;
}

/**
 * A gRPC client for a service contract at `url` (host:port, dns:///host:port or a comma
 * list of host:port; see grpc-target.ts), its calls spread over every address with
 * round_robin. Every call carries the current request id and traceparent, the caller's
 * service token when it has a secret, and a deadline; calls safe to repeat are retried on
 * UNAVAILABLE (see CallOptions.retryable).
 */
export function createGrpcClient<T>(
  contract: ServiceContract,
  url: string,
  options: GrpcClientOptions = {},
): GrpcClientHandle<T> {
  const definition = loadSync(join(PROTO_ROOT, contract.protoPath), GRPC_LOADER_OPTIONS);
  const methods = new Map<string, MethodInfo>();
  const service = definition[`${contract.package}.${contract.service}`] ?? {};
  for (const [name, method] of Object.entries(service)) {
    const {
      path,
      originalName,
      options: methodOptions,
    } = method as {
      path: string;
      originalName?: string;
      options?: { idempotency_level?: string };
    };
    const level = methodOptions?.idempotency_level;
    const info = { path, safe: level === 'NO_SIDE_EFFECTS' || level === 'IDEMPOTENT' };
    methods.set(name, info);
    if (originalName) methods.set(originalName, info);
  }
  const signer = options.caller?.secret
    ? new ServiceTokenSigner(options.caller.name, options.caller.secret)
    : undefined;
  const loaded = loadPackageDefinition(definition) as unknown as Record<string, unknown>;
  const ctor = contract.package
    .split('.')
    .concat(contract.service)
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], loaded) as new (
    address: string,
    creds: ReturnType<typeof credentials.createInsecure>,
    options?: object,
  ) => Client;
  const raw = new ctor(channelTarget(parseGrpcUrl(url)), credentials.createInsecure(), {
    ...GRPC_CHANNEL_OPTIONS,
    'grpc.keepalive_time_ms': 30_000,
    'grpc.service_config': ROUND_ROBIN_SERVICE_CONFIG,
    // The channel retries only what never reached a handler (grpc-js's transparent retry:
    // a connection that was closing, a stream the server refused): no service config names
    // a retry policy. Calls that did reach one are retried by the loop below, and
    // only those safe to repeat.
    'grpc.enable_retries': 1,
    ...(options.dnsRefreshMs ? { [DNS_REFRESH_OPTION]: options.dnsRefreshMs } : {}),
  }) as unknown as Client & Record<string, UnaryMethod>;

  const client = new Proxy(
    {},
    {
      get(_target, property) {
        if (typeof property !== 'string') return undefined;
        const method = raw[property];
        if (typeof method !== 'function') return undefined;
        const info = methods.get(property);
        const attempt = (request: unknown, deadline: number, token: string | undefined) =>
          new Promise((resolve, reject) => {
            const metadata = new Metadata();
            if (token) metadata.set(SERVICE_TOKEN_HEADER, token);
            const context = currentContext();
            if (context?.requestId) metadata.set(REQUEST_ID_HEADER, context.requestId);
            // The callee's parent is this call's client span (the caller's own when off).
            const span = grpcClientSpan(contract, property, context?.traceparent);
            const traceparent = span?.traceparent ?? context?.traceparent;
            if (traceparent) metadata.set('traceparent', traceparent);
            const end = grpcClientDuration.startTimer({
              service: contract.service,
              method: property,
            });
            method.call(
              raw,
              request,
              metadata,
              { deadline: new Date(deadline) },
              (error, response) => {
                end({ code: String(error?.code ?? 0) });
                endGrpcSpan(span, 'client', error?.code ?? 0, error ?? undefined);
                if (error) reject(serviceAuthFault(contract, error));
                else resolve(response);
              },
            );
          });
        return async (request: unknown, callOptions?: CallOptions) => {
          const deadline = Date.now() + (callOptions?.timeoutMs ?? 5000);
          const retryable = callOptions?.retryable ?? info?.safe ?? false;
          for (let retry = 0; ; retry++) {
            const token = signer && info ? await signer.token(info.path) : undefined;
            try {
              return await attempt(request, deadline, token);
            } catch (error) {
              const pause = (RETRY_PAUSES_MS[retry] ?? 0) * (1 + Math.random() / 2);
              if (
                !retryable ||
                retry >= MAX_RETRIES ||
                (error as ServiceError).code !== status.UNAVAILABLE ||
                Date.now() + pause >= deadline
              )
                throw error;
              logger().warn(
                {
                  service: contract.service,
                  method: property,
                  retry: retry + 1,
                  details: (error as ServiceError).details,
                },
                'gRPC call failed with UNAVAILABLE; retrying on another replica',
              );
              await new Promise((resolve) => setTimeout(resolve, pause));
            }
          }
        };
      },
    },
  ) as PromiseClient<T>;

  return {
    client,
    waitForReady: (timeoutMs) =>
      new Promise<void>((resolve, reject) =>
        raw.waitForReady(new Date(Date.now() + timeoutMs), (error) =>
          error ? reject(error) : resolve(),
        ),
      ),
    close: () => raw.close(),
  };
}

/**
 * A call the callee refused for its service token (the SERVICE_AUTH_TRAILER is set): a
 * misconfiguration of this process (SERVICE_AUTH_SECRET differs, a caller the method does
 * not name), never the person's fault. It becomes INTERNAL, logged with the callee's
 * reason, so no caller passes it on as a person's 401 or 403.
 */
function serviceAuthFault(contract: ServiceContract, error: ServiceError): ServiceError {
  if (error.metadata?.get(SERVICE_AUTH_TRAILER)[0] !== 'refused') return error;
  logger().error(
    { service: contract.service, code: error.code, details: error.details },
    `${contract.service} refused this process's service token (check SERVICE_AUTH_SECRET and the method's callers)`,
  );
  const fault: ServiceError = Object.assign(
    new Error(`${contract.service} refused the service token`),
    {
      code: status.INTERNAL,
      details: `${contract.service} refused the service token: ${error.details}`,
      metadata: error.metadata,
    },
  );
  return fault;
}

/** True when `error` is a gRPC error (it has a numeric code and details). */
export function isGrpcError(error: unknown): error is ServiceError {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as ServiceError).code === 'number' &&
    'details' in error
  );
}

/**
 * One service reached over gRPC, one channel per process, for a Nest provider to extend
 * (its constructor reads the address from its config and passes `callerOf(config)`): `rpc`
 * is the promise client, and the channel closes when the application shuts down.
 */
export abstract class ServiceClient<T> {
  protected readonly handle: GrpcClientHandle<T>;

  protected constructor(contract: ServiceContract, url: string, caller: ServiceCaller) {
    this.handle = createGrpcClient<T>(contract, url, { caller });
  }

  get rpc(): PromiseClient<T> {
    return this.handle.client;
  }

  /** Resolves once the channel is connected (rejects after timeoutMs). */
  waitForReady(timeoutMs: number): Promise<void> {
    return this.handle.waitForReady(timeoutMs);
  }

  onApplicationShutdown(): void {
    this.handle.close();
  }
}
