import {
  credentials,
  loadPackageDefinition,
  Metadata,
  type Client,
  type ServiceError,
} from '@grpc/grpc-js';
import { loadSync } from '@grpc/proto-loader';
import { PROTO_ROOT, type ServiceContract } from '@boutique/contracts';
import { join } from 'node:path';
import type { Observable } from 'rxjs';
import { currentContext, REQUEST_ID_HEADER } from '../logging/request-context.js';
import { grpcClientDuration } from '../metrics/metrics.js';
import { endGrpcSpan, grpcClientSpan } from '../tracing/spans.js';
import { GRPC_CHANNEL_OPTIONS, GRPC_LOADER_OPTIONS } from './grpc-server.js';

/** The ts-proto client interface with each unary call returning a Promise. */
export type PromiseClient<T> = {
  [K in keyof T]: T[K] extends (request: infer Q, ...rest: never[]) => Observable<infer R>
    ? (request: Q, options?: CallOptions) => Promise<R>
    : never;
};

export interface CallOptions {
  /** Deadline in ms from now (default 5000). */
  timeoutMs?: number;
}

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

/**
 * A gRPC client for a service contract at `target` (host:port). Every call carries the
 * current request id and traceparent as metadata and has a deadline.
 */
export function createGrpcClient<T>(
  contract: ServiceContract,
  target: string,
): GrpcClientHandle<T> {
  const definition = loadSync(join(PROTO_ROOT, contract.protoPath), GRPC_LOADER_OPTIONS);
  const loaded = loadPackageDefinition(definition) as unknown as Record<string, unknown>;
  const ctor = contract.package
    .split('.')
    .concat(contract.service)
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], loaded) as new (
    address: string,
    creds: ReturnType<typeof credentials.createInsecure>,
    options?: object,
  ) => Client;
  const raw = new ctor(target, credentials.createInsecure(), {
    ...GRPC_CHANNEL_OPTIONS,
    'grpc.keepalive_time_ms': 30_000,
    // Calls are not retried by the channel: callers decide (most are not idempotent).
    'grpc.enable_retries': 0,
  }) as unknown as Client & Record<string, UnaryMethod>;

  const client = new Proxy(
    {},
    {
      get(_target, property) {
        if (typeof property !== 'string') return undefined;
        const method = raw[property];
        if (typeof method !== 'function') return undefined;
        return (request: unknown, options?: CallOptions) =>
          new Promise((resolve, reject) => {
            const metadata = new Metadata();
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
              { deadline: new Date(Date.now() + (options?.timeoutMs ?? 5000)) },
              (error, response) => {
                end({ code: String(error?.code ?? 0) });
                endGrpcSpan(span, 'client', error?.code ?? 0, error ?? undefined);
                if (error) reject(error);
                else resolve(response);
              },
            );
          });
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
 * (its constructor reads the address from its config): `rpc` is the promise client, and
 * the channel closes when the application shuts down.
 */
export abstract class ServiceClient<T> {
  protected readonly handle: GrpcClientHandle<T>;

  protected constructor(contract: ServiceContract, target: string) {
    this.handle = createGrpcClient<T>(contract, target);
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
