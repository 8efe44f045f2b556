import type { status } from '@grpc/grpc-js';
import { AppRpcError, isGrpcError } from '@boutique/service-kit';

/** gRPC codes whose message is meant for the person (a business answer, not a fault). */
const BUSINESS_CODES = new Set<number>([
  3, // INVALID_ARGUMENT
  5, // NOT_FOUND
  6, // ALREADY_EXISTS
  7, // PERMISSION_DENIED
  9, // FAILED_PRECONDITION
  16, // UNAUTHENTICATED
]);

export const UNAVAILABLE = 14 as status;

/**
 * The error to answer when a call to another service failed: its business answers pass
 * through with their code and message; a fault (unreachable, deadline, internal) becomes
 * UNAVAILABLE with `message`, without the transport's details.
 */
export function upstreamError(error: unknown, message: string): AppRpcError {
  if (isGrpcError(error) && BUSINESS_CODES.has(error.code))
    return new AppRpcError(error.code, error.details);
  return new AppRpcError(UNAVAILABLE, message);
}
