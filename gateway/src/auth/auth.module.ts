import { Global, Module } from '@nestjs/common';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config.js';
import { AuthController } from './auth.controller.js';
import { AuthGuard } from './auth.guard.js';
import { AuthResolver } from './auth.resolver.js';
import { AuthService } from './auth.service.js';
import { JwtVerifier } from './jwt-verifier.js';
import { RolesGuard } from './roles.guard.js';
import { SessionRevocations } from './session-revocations.js';

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
    { provide: SessionRevocations, useFactory: () => new SessionRevocations() },
    AuthGuard,
    RolesGuard,
    AuthService,
    AuthResolver,
  ],
  exports: [JwtVerifier, SessionRevocations, AuthGuard, RolesGuard],
})
export class AuthModule {}
