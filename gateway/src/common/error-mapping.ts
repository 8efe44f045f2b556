import { STATUS_CODES } from 'node:http';
import { HttpException } from '@nestjs/common';
import { httpStatusForGrpc, isGrpcError } from '@boutique/service-kit';

/** What a failed request answers: the HTTP status and the `message` of the body. */
export interface MappedError {
  status: number;
  message: string;
  /** True for faults (5xx) that should be logged with their cause. */
  fault: boolean;
}

/** Texts of 5xx answers: a fault never shows its own message (no internals leak). */
const FAULT_MESSAGES: Record<number, string> = {
  500: 'Internal server error',
  501: 'Not implemented',
  502: 'Bad gateway',
  503: 'Service unavailable',
  504: 'Service timed out',
};

export const NOT_FOUND_MESSAGE = 'Not found';

function faultMessage(status: number): string {
  return FAULT_MESSAGES[status] ?? FAULT_MESSAGES[500];
}

/** Status and message of a gRPC error: `httpStatusForGrpc(code)` and `details` as message. */
export function mapGrpcError(error: { code?: number; details?: string }): MappedError {
  const status = httpStatusForGrpc(error.code);
  if (status >= 500) return { status, message: faultMessage(status), fault: true };
  return {
    status,
    message: error.details || STATUS_CODES[status] || 'Request failed',
    fault: false,
  };
}

/** The first message of an HttpException's response (string, {message} or {message: []}). */
function httpExceptionMessage(exception: HttpException): string {
  const response = exception.getResponse();
  if (typeof response === 'string') return response;
  if (response && typeof response === 'object' && 'message' in response) {
    const message: unknown = response.message;
    if (Array.isArray(message) && typeof message[0] === 'string') return message[0];
    if (typeof message === 'string') return message;
  }
  return exception.message;
}

/**
 * Turns anything thrown while handling a request into the status and message of the
 * `{ success: false, message }` body. `routeNotFound` is true when no route matched.
 */
export function mapError(exception: unknown, routeNotFound = false): MappedError {
  if (routeNotFound) return { status: 404, message: NOT_FOUND_MESSAGE, fault: false };
  if (isGrpcError(exception)) return mapGrpcError(exception);
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    if (status >= 500) return { status, message: faultMessage(status), fault: true };
    return { status, message: httpExceptionMessage(exception), fault: false };
  }
  // Fastify's own client errors (bad JSON, body too large, unsupported media type).
  const statusCode = (exception as { statusCode?: unknown } | null)?.statusCode;
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    const message = (exception as { message?: unknown }).message;
    return {
      status: statusCode,
      message:
        typeof message === 'string' && message
          ? message
          : (STATUS_CODES[statusCode] ?? 'Bad request'),
      fault: false,
    };
  }
  return { status: 500, message: faultMessage(500), fault: true };
}

/** GraphQL `extensions.code` for an HTTP status. */
export function graphqlCode(status: number): string {
  switch (status) {
    case 400:
      return 'BAD_REQUEST';
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 429:
      return 'TOO_MANY_REQUESTS';
    case 503:
      return 'SERVICE_UNAVAILABLE';
    default:
      return status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST';
  }
}
