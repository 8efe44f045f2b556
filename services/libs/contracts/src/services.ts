// Where each service's RPC contract lives: the proto file (relative to PROTO_ROOT) and
// its package, for gRPC servers and clients set up by @boutique/service-kit.
import {
  BOUTIQUE_IDENTITY_V1_PACKAGE_NAME,
  IDENTITY_SERVICE_NAME,
} from './gen/boutique/identity/v1/identity_service.js';
import {
  BOUTIQUE_CATALOGUE_V1_PACKAGE_NAME,
  CATALOGUE_SERVICE_NAME,
} from './gen/boutique/catalogue/v1/catalogue_service.js';
import {
  BOUTIQUE_CONTENT_V1_PACKAGE_NAME,
  CONTENT_SERVICE_NAME,
} from './gen/boutique/content/v1/content_service.js';
import {
  BOUTIQUE_CART_V1_PACKAGE_NAME,
  CART_SERVICE_NAME,
} from './gen/boutique/cart/v1/cart_service.js';
import {
  BOUTIQUE_ORDER_V1_PACKAGE_NAME,
  ORDER_SERVICE_NAME,
} from './gen/boutique/order/v1/order_service.js';
import {
  BOUTIQUE_PAYMENT_V1_PACKAGE_NAME,
  PAYMENT_SERVICE_NAME,
} from './gen/boutique/payment/v1/payment_service.js';

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
  catalogue: {
    package: BOUTIQUE_CATALOGUE_V1_PACKAGE_NAME,
    service: CATALOGUE_SERVICE_NAME,
    protoPath: 'boutique/catalogue/v1/catalogue_service.proto',
  },
  content: {
    package: BOUTIQUE_CONTENT_V1_PACKAGE_NAME,
    service: CONTENT_SERVICE_NAME,
    protoPath: 'boutique/content/v1/content_service.proto',
  },
  cart: {
    package: BOUTIQUE_CART_V1_PACKAGE_NAME,
    service: CART_SERVICE_NAME,
    protoPath: 'boutique/cart/v1/cart_service.proto',
  },
  order: {
    package: BOUTIQUE_ORDER_V1_PACKAGE_NAME,
    service: ORDER_SERVICE_NAME,
    protoPath: 'boutique/order/v1/order_service.proto',
  },
  payment: {
    package: BOUTIQUE_PAYMENT_V1_PACKAGE_NAME,
    service: PAYMENT_SERVICE_NAME,
    protoPath: 'boutique/payment/v1/payment_service.proto',
  },
} as const satisfies Record<string, ServiceContract>;

export type ServiceName = keyof typeof SERVICES;
