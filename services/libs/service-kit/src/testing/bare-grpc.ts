// A bare @grpc/grpc-js client of one contract: no retries, no deadline, no service token,
// exactly the metadata each call is given (the kit's createGrpcClient adds all of those), for
// tests that check what a service does with such calls.
import { credentials, loadPackageDefinition, type ServiceClientConstructor } from '@grpc/grpc-js';
import { loadSync } from '@grpc/proto-loader';
import { PROTO_ROOT, type ServiceContract } from '@boutique/contracts';
import { join } from 'node:path';
import { GRPC_LOADER_OPTIONS } from '../grpc/grpc-server.js';

/**
 * A client of `contract` at `address`; `Methods` are the callback-style methods a test calls,
 * by their lower-camel names (e.g. `listUsers(request, metadata, options, callback)`).
 */
export function bareGrpcClient<Methods>(
  contract: ServiceContract,
  address: string,
): Methods & { close(): void } {
  const definition = loadSync(join(PROTO_ROOT, contract.protoPath), GRPC_LOADER_OPTIONS);
  let node: unknown = loadPackageDefinition(definition);
  for (const name of [...contract.package.split('.'), contract.service])
    node = (node as Record<string, unknown>)[name];
  const Client = node as ServiceClientConstructor;
  return new Client(address, credentials.createInsecure()) as unknown as Methods & {
    close(): void;
  };
}
