import { Global, Module } from '@nestjs/common';
import { IdentityClient } from '../clients/identity.client.js';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config.js';
import { AccessRevocations, REVOCATION_FEED, type RevocationFeed } from './access-revocations.js';
import { authApi } from './auth.api.js';
import { AuthGuard } from './auth.guard.js';
import { AuthService } from './auth.service.js';
import { IdentityRevocationFeed } from './identity-revocation-feed.js';
import { JwtVerifier } from './jwt-verifier.js';
import { RedisRevocationFeed } from './redis-revocation-feed.js';
import { RolesGuard } from './roles.guard.js';

/** Where revocations live: a Redis stream with REDIS_URL, else identity's durable record. */
function createRevocationFeed(config: GatewayConfig, identity: IdentityClient): RevocationFeed {
  if (!config.REDIS_URL) return new IdentityRevocationFeed(identity);
  return RedisRevocationFeed.connect(config.REDIS_URL, config.REDIS_KEY_PREFIX);
}

/**
 * Sign-in flows and the guards every feature uses (`@Authenticated()`, `@Roles('admin')`).
 * Global so feature modules get the verifier and guards without importing it.
 */
@Global()
@Module({
  controllers: authApi.controllers,
  providers: [
    {
      provide: JwtVerifier,
      inject: [GATEWAY_CONFIG],
      useFactory: (config: GatewayConfig) => new JwtVerifier(config.JWT_SECRET),
    },
    {
      provide: REVOCATION_FEED,
      inject: [GATEWAY_CONFIG, IdentityClient],
      useFactory: createRevocationFeed,
    },
    {
      provide: AccessRevocations,
      inject: [REVOCATION_FEED],
      useFactory: (feed: RevocationFeed) => new AccessRevocations(feed),
    },
    AuthGuard,
    RolesGuard,
    AuthService,
    ...authApi.providers,
  ],
  exports: [JwtVerifier, AccessRevocations, AuthGuard, RolesGuard],
})
export class AuthModule {}
