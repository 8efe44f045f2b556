import { Global, Module } from '@nestjs/common';
import { CatalogueClient } from './catalogue.client.js';
import { ContentClient } from './content.client.js';
import { IdentityClient } from './identity.client.js';

/** gRPC clients of the services behind the gateway, one per service, shared by all modules. */
@Global()
@Module({
  providers: [IdentityClient, CatalogueClient, ContentClient],
  exports: [IdentityClient, CatalogueClient, ContentClient],
})
export class ClientsModule {}
