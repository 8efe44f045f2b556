import type { Server as GrpcServer } from '@grpc/grpc-js';
import type { INestMicroservice } from '@nestjs/common';

/** How a gRPC server stopped: every call in flight finished, or the timeout cut them. */
export type GrpcShutdown = 'graceful' | 'forced';

/**
 * Stops a grpc-js server the way a replica leaving a pool should: `tryShutdown` closes the
 * port and sends GOAWAY on every connection (clients take new calls to other replicas;
 * grpc-js retries calls the server never started), lets the calls in flight finish, and
 * after `timeoutMs` `forceShutdown` cancels whatever is still running.
 */
export function shutdownGrpcServer(server: GrpcServer, timeoutMs: number): Promise<GrpcShutdown> {
  return new Promise((resolve) => {
    let done = false;
    const timer = setTimeout(() => {
      if (done) return;
      done = true;
      server.forceShutdown();
      resolve('forced');
    }, timeoutMs);
    server.tryShutdown(() => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      resolve('graceful');
    });
  });
}

/**
 * The grpc-js server under a Nest gRPC microservice (Nest's ServerGrpc keeps it in
 * `grpcClient` and its `unwrap()` refuses gRPC). Undefined when Nest no longer keeps it
 * there: the caller then falls back to Nest's own close (a hard shutdown).
 */
export function grpcServerOf(microservice: INestMicroservice): GrpcServer | undefined {
  const transport = microservice.getTransportServer() as unknown as { grpcClient?: unknown };
  const server = transport.grpcClient as Partial<GrpcServer> | undefined;
  return typeof server?.tryShutdown === 'function' && typeof server.forceShutdown === 'function'
    ? (server as GrpcServer)
    : undefined;
}
