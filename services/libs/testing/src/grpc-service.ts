import assert from 'node:assert/strict';
import { createTestDatabase, dropTestDatabase } from './database.js';
import { freePort } from './ports.js';

/** A gRPC client connection, as the service kit's createGrpcClient returns it. */
export interface ClosableGrpcClient<Client> {
  client: Client;
  close(): void;
}

export interface GrpcServiceUnderTestOptions<Service, Client> {
  /** SERVICE_NAME, and the prefix of its fresh databases (`<name>` and `<name>_bus`). */
  name: string;
  /** Variables added to (or overriding) the standard ones. */
  env?: Record<string, string>;
  /** Starts the service on `env`: `bootstrapService(definition, { handleSignals: false, env })`. */
  start(env: Record<string, string>): Promise<Service>;
  /** Opens a client to `address`: `createGrpcClient(contract, address)`. */
  connect(address: string): ClosableGrpcClient<Client>;
}

export interface GrpcServiceUnderTest<Service, Client> {
  service: Service;
  client: Client;
  /** Closes the client, stops the service and drops its databases. */
  close(): Promise<void>;
}

/**
 * A real service on fresh databases (its own and its event bus's) and free ports, reached
 * over real gRPC. This library does not depend on the service kit (the kit's own tests use
 * it), so the caller says how to start the service and how to connect to it.
 */
export async function startGrpcServiceUnderTest<Service extends { stop(): Promise<void> }, Client>(
  options: GrpcServiceUnderTestOptions<Service, Client>,
): Promise<GrpcServiceUnderTest<Service, Client>> {
  const [databaseUrl, busUrl] = await Promise.all([
    createTestDatabase(options.name),
    createTestDatabase(`${options.name}_bus`),
  ]);
  const grpcPort = await freePort();
  const service = await options.start({
    SERVICE_NAME: options.name,
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrl,
    BUS_DATABASE_URL: busUrl,
    GRPC_PORT: String(grpcPort),
    HTTP_PORT: String(await freePort()),
    ...options.env,
  });
  const grpc = options.connect(`127.0.0.1:${grpcPort}`);
  return {
    service,
    client: grpc.client,
    close: async () => {
      grpc.close();
      await service.stop();
      await Promise.all([databaseUrl, busUrl].map(dropTestDatabase));
    },
  };
}

/**
 * Asserts that `promise` rejects with a gRPC error of status `code` (a `status` value of
 * @grpc/grpc-js) whose details equal `message` (a string) or match it (a RegExp).
 */
export async function rejectsWithGrpcError(
  promise: Promise<unknown>,
  code: number,
  message: string | RegExp,
): Promise<void> {
  await assert.rejects(promise, (error: { code?: number; details?: string }) => {
    assert.equal(error.code, code, `gRPC code (details: ${error.details})`);
    if (typeof message === 'string') assert.equal(error.details, message);
    else assert.match(error.details ?? '', message);
    return true;
  });
}
