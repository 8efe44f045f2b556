import { SERVICES } from '@boutique/contracts';
import type { ServiceDefinition } from '@boutique/service-kit';
import { DeletedUserEntity } from './auth/deleted-user.entity.js';
import { RefreshTokenEntity, RefreshTokenFamilyEntity } from './auth/refresh-token.entity.js';
import { identityConfigSchema } from './config/identity.config.js';
import { IdentityModule } from './identity.module.js';
import { AddressEntity } from './addresses/address.entity.js';
import { CreateIdentity1732500000100 } from './migrations/1732500000100-create-identity.js';
import { AddressesAndResetTokens1732500000110 } from './migrations/1732500000110-addresses-and-reset-tokens.js';
import { AccessRevocations1732500000120 } from './migrations/1732500000120-access-revocations.js';
import { PasswordResetTokenEntity } from './password-reset/reset-token.entity.js';
import { UserEntity } from './users/user.entity.js';

/** Everything bootstrapService needs to run identity (used by main.ts and the e2e spec). */
export const identityService = {
  module: IdentityModule,
  configSchema: identityConfigSchema,
  entities: [
    UserEntity,
    RefreshTokenFamilyEntity,
    RefreshTokenEntity,
    AddressEntity,
    PasswordResetTokenEntity,
    DeletedUserEntity,
  ],
  migrations: [
    CreateIdentity1732500000100,
    AddressesAndResetTokens1732500000110,
    AccessRevocations1732500000120,
  ],
  grpc: [SERVICES.identity],
  // Every RPC is the gateway's (on behalf of a person); content reads a feedback's author.
  grpcCallers: { default: ['gateway'], methods: { GetUser: ['gateway', 'content'] } },
} satisfies ServiceDefinition<typeof identityConfigSchema>;
