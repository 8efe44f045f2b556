import { Global, Module } from '@nestjs/common';
import { IdentityClient } from './identity.client.js';

/** gRPC clients of the services behind the gateway, one per service, shared by all modules. */
@Global()
@Module({ providers: [IdentityClient], exports: [IdentityClient] })
export class ClientsModule {}
