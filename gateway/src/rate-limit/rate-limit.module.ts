import { Global, Module, type OnApplicationShutdown } from '@nestjs/common';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config.js';
import { ApiThrottle } from './api-throttle.js';
import { AuthRateLimits } from './auth-rate-limits.js';
import { Limiters } from './limiters.js';

/**
 * Rate limiting (rate-limiter-flexible): the limiter factory (Redis with REDIS_URL, memory
 * otherwise), the sign-in flows' limits and the whole-API throttle.
 */
@Global()
@Module({
  providers: [
    {
      provide: Limiters,
      inject: [GATEWAY_CONFIG],
      useFactory: (config: GatewayConfig) =>
        new Limiters({ redisUrl: config.REDIS_URL, prefix: config.REDIS_KEY_PREFIX }),
    },
    {
      provide: ApiThrottle,
      inject: [GATEWAY_CONFIG],
      useFactory: (config: GatewayConfig) => new ApiThrottle(config),
    },
    AuthRateLimits,
  ],
  exports: [Limiters, ApiThrottle, AuthRateLimits],
})
export class RateLimitModule implements OnApplicationShutdown {
  constructor(private readonly limiters: Limiters) {}

  async onApplicationShutdown(): Promise<void> {
    await this.limiters.close();
  }
}
