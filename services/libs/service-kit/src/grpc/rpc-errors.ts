import { status } from '@grpc/grpc-js';
import { RpcException } from '@nestjs/microservices';

/**
 * A business error crossing gRPC: a status code and the message shown to the person.
 * The gateway turns the code into the HTTP status and the message into `message`.
 */
export class AppRpcError extends RpcException {
  constructor(
    readonly code: status,
    message: string,
  ) {
    super({ code, message });
  }
}

export const RpcErrors = {
  invalid: (message: string) => new AppRpcError(status.INVALID_ARGUMENT, message),
  unauthenticated: (message: string) => new AppRpcError(status.UNAUTHENTICATED, message),
  forbidden: (message: string) => new AppRpcError(status.PERMISSION_DENIED, message),
  notFound: (message: string) => new AppRpcError(status.NOT_FOUND, message),
  conflict: (message: string) => new AppRpcError(status.ALREADY_EXISTS, message),
  failedPrecondition: (message: string) => new AppRpcError(status.FAILED_PRECONDITION, message),
  tooMany: (message: string) => new AppRpcError(status.RESOURCE_EXHAUSTED, message),
};

const HTTP_BY_GRPC: Partial<Record<status, number>> = {
  [status.INVALID_ARGUMENT]: 400,
  [status.OUT_OF_RANGE]: 400,
  [status.UNAUTHENTICATED]: 401,
  [status.PERMISSION_DENIED]: 403,
  [status.NOT_FOUND]: 404,
  [status.ALREADY_EXISTS]: 409,
  [status.ABORTED]: 409,
  [status.FAILED_PRECONDITION]: 409,
  [status.RESOURCE_EXHAUSTED]: 429,
  [status.UNIMPLEMENTED]: 501,
  [status.UNAVAILABLE]: 503,
  [status.DEADLINE_EXCEEDED]: 504,
};

/** HTTP status for a gRPC status code (500 for anything that is a fault). */
export function httpStatusForGrpc(code: number | undefined): number {
  return (code !== undefined && HTTP_BY_GRPC[code as status]) || 500;
}
