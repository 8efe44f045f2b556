// Where each service's RPC contract lives: the proto file (relative to PROTO_ROOT) and
// its package, for gRPC servers and clients set up by @boutique/service-kit.
import {
  BOUTIQUE_IDENTITY_V1_PACKAGE_NAME,
  IDENTITY_SERVICE_NAME,
} from './gen/boutique/identity/v1/identity_service.js';

export interface ServiceContract {
  /** proto package, e.g. boutique.identity.v1 */
  package: string;
  /** gRPC service name inside the package */
  service: string;
  /** proto file path relative to PROTO_ROOT */
  protoPath: string;
}

export const SERVICES = {
  identity: {
    package: BOUTIQUE_IDENTITY_V1_PACKAGE_NAME,
    service: IDENTITY_SERVICE_NAME,
    protoPath: 'boutique/identity/v1/identity_service.proto',
  },
} as const satisfies Record<string, ServiceContract>;

export type ServiceName = keyof typeof SERVICES;
