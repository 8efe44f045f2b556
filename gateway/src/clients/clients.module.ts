import { Global, Module } from '@nestjs/common';
import { CartClient } from './cart.client.js';
import { CatalogueClient } from './catalogue.client.js';
import { ContentClient } from './content.client.js';
import { IdentityClient } from './identity.client.js';
import { OrderClient } from './order.client.js';
import { PaymentClient } from './payment.client.js';

const CLIENTS = [
  IdentityClient,
  CatalogueClient,
  ContentClient,
  CartClient,
  OrderClient,
  PaymentClient,
];

/** gRPC clients of the services behind the gateway, one per service, shared by all modules. */
@Global()
@Module({ providers: CLIENTS, exports: CLIENTS })
export class ClientsModule {}
