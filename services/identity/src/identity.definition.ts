import { SERVICES } from '@boutique/contracts';
import type { ServiceDefinition } from '@boutique/service-kit';
import { RefreshTokenEntity, RefreshTokenFamilyEntity } from './auth/refresh-token.entity.js';
import { identityConfigSchema } from './config/identity.config.js';
import { IdentityModule } from './identity.module.js';
import { CreateIdentity1732500000100 } from './migrations/1732500000100-create-identity.js';
import { UserEntity } from './users/user.entity.js';

/** Everything bootstrapService needs to run identity (used by main.ts and the e2e spec). */
export const identityService = {
  module: IdentityModule,
  configSchema: identityConfigSchema,
  entities: [UserEntity, RefreshTokenFamilyEntity, RefreshTokenEntity],
  migrations: [CreateIdentity1732500000100],
  grpc: [SERVICES.identity],
} satisfies ServiceDefinition<typeof identityConfigSchema>;
