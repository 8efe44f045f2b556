/**
 * The gRPC status codes the gateway tells apart (the numbers of `status` in @grpc/grpc-js,
 * which is only a dev dependency here). Everything else maps through `httpStatusForGrpc`.
 */
export const GrpcStatus = {
  INVALID_ARGUMENT: 3,
  NOT_FOUND: 5,
  FAILED_PRECONDITION: 9,
  UNAUTHENTICATED: 16,
} as const;
