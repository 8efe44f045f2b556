import { Metadata, status } from '@grpc/grpc-js';
import {
  Catch,
  type ArgumentsHost,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
  type RpcExceptionFilter,
} from '@nestjs/common';
import { RpcException, Transport, type GrpcOptions } from '@nestjs/microservices';
import { PROTO_ROOT, type ServiceContract } from '@boutique/contracts';
import { join } from 'node:path';
import { Observable, throwError } from 'rxjs';
import {
  REQUEST_ID_HEADER,
  runWithContext,
  sanitizeRequestId,
} from '../logging/request-context.js';
import { logger } from '../logging/logger.js';
import { grpcServerDuration } from '../metrics/metrics.js';
import { endGrpcSpan, grpcServerSpan } from '../tracing/spans.js';

export const GRPC_LOADER_OPTIONS = {
  keepCase: false,
  longs: String,
  enums: String,
  defaults: true,
  oneofs: true,
  includeDirs: [PROTO_ROOT],
};

/** Largest gRPC message either side accepts: a 10 MB video plus its envelope. */
export const MAX_GRPC_MESSAGE_BYTES = 16 * 1024 * 1024;

/**
 * Channel options for servers and clients. Channelz bookkeeping is off: it costs about a
 * third of a unary call's CPU in grpc-js and nothing here reads it (metrics come from
 * Prometheus).
 */
export const GRPC_CHANNEL_OPTIONS = {
  'grpc.enable_channelz': 0,
  // Media uploads carry up to 10 MB of video in one message.
  'grpc.max_receive_message_length': MAX_GRPC_MESSAGE_BYTES,
  'grpc.max_send_message_length': MAX_GRPC_MESSAGE_BYTES,
};

/** Nest microservice options serving the given contracts on `port`. */
export function grpcServerOptions(contracts: ServiceContract[], port: number): GrpcOptions {
  return {
    transport: Transport.GRPC,
    options: {
      package: contracts.map((c) => c.package),
      protoPath: contracts.map((c) => join(PROTO_ROOT, c.protoPath)),
      url: `0.0.0.0:${port}`,
      loader: GRPC_LOADER_OPTIONS,
      channelOptions: GRPC_CHANNEL_OPTIONS,
    },
  };
}

/**
 * Runs every gRPC handler inside the request context taken from the call's metadata
 * (x-request-id, traceparent), and times it.
 */
export class GrpcContextInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const metadata = context.switchToRpc().getContext<unknown>();
    const read = (key: string) => (metadata instanceof Metadata ? metadata.get(key)[0] : undefined);
    const requestId = sanitizeRequestId(read(REQUEST_ID_HEADER)?.toString());
    const traceparent = read('traceparent')?.toString();
    const method = `${context.getClass().name}.${context.getHandler().name}`;
    return new Observable((subscriber) => {
      const end = grpcServerDuration.startTimer({ method });
      // The handler's calls and events are children of this call's server span.
      const span = grpcServerSpan(context.getClass().name, context.getHandler(), traceparent);
      return runWithContext({ requestId, traceparent: span?.traceparent ?? traceparent }, () =>
        next.handle().subscribe({
          next: (value) => subscriber.next(value),
          error: (error: unknown) => {
            end({ code: String(codeOf(error)) });
            endGrpcSpan(span, 'server', codeOf(error), error);
            subscriber.error(error);
          },
          complete: () => {
            end({ code: '0' });
            endGrpcSpan(span, 'server', 0);
            subscriber.complete();
          },
        }),
      );
    });
  }
}

function codeOf(error: unknown): number {
  if (error instanceof RpcException) {
    const payload = error.getError() as { code?: number };
    return typeof payload === 'object' && payload?.code !== undefined
      ? payload.code
      : status.UNKNOWN;
  }
  return status.INTERNAL;
}

/** Business errors keep their code and message; anything else is logged and hidden. */
@Catch()
export class GrpcErrorFilter implements RpcExceptionFilter<unknown> {
  catch(exception: unknown, _host: ArgumentsHost): Observable<never> {
    if (exception instanceof RpcException) {
      const payload = exception.getError();
      if (typeof payload === 'object' && payload !== null && 'code' in payload) {
        return throwError(() => payload);
      }
      return throwError(() => ({
        code: status.UNKNOWN,
        message: typeof payload === 'string' ? payload : 'Error',
      }));
    }
    logger().error({ err: exception }, 'unhandled error in gRPC handler');
    return throwError(() => ({ code: status.INTERNAL, message: 'Internal error' }));
  }
}
