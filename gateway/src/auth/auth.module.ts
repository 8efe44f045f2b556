import { Global, Module } from '@nestjs/common';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config.js';
import { AuthController } from './auth.controller.js';
import { AuthGuard } from './auth.guard.js';
import { AuthResolver } from './auth.resolver.js';
import { AuthService } from './auth.service.js';
import { JwtVerifier } from './jwt-verifier.js';
import { RolesGuard } from './roles.guard.js';
import { IdentityClient } from '../clients/identity.client.js';
import { logger } from '@boutique/service-kit';
import { AccessRevocations, REVOCATION_FEED, type RevocationFeed } from './access-revocations.js';
import { IdentityRevocationFeed } from './identity-revocation-feed.js';
import { RedisRevocationFeed } from './redis-revocation-feed.js';

/** Where revocations live: a Redis stream with REDIS_URL, else identity's durable record. */
export function createRevocationFeed(
  config: GatewayConfig,
  identity: IdentityClient,
): RevocationFeed {
  if (!config.REDIS_URL) return new IdentityRevocationFeed(identity);
  let lastLog = 0;
  return RedisRevocationFeed.connect(config.REDIS_URL, {
    prefix: config.REDIS_KEY_PREFIX,
    onError: (error) => {
      if (Date.now() - lastLog < 10_000) return;
      lastLog = Date.now();
      logger().warn({ err: error }, 'redis (revocations) connection error');
    },
  });
}

/**
 * Sign-in flows and the guards every feature uses (`@Authenticated()`, `@Roles('admin')`).
 * Global so feature modules get the verifier and guards without importing it.
 */
@Global()
@Module({
  controllers: [AuthController],
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
    AuthResolver,
  ],
  exports: [JwtVerifier, AccessRevocations, AuthGuard, RolesGuard],
})
export class AuthModule {}
