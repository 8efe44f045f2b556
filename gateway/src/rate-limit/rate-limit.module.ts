import { Global, Module, type OnApplicationShutdown, Inject } from '@nestjs/common';
import { logger } from '@boutique/service-kit';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config.js';
import { AuthRateLimits } from './auth-rate-limits.js';
import { MemoryRateLimiter } from './memory-rate-limiter.js';
import { RATE_LIMITER, type RateLimiter } from './rate-limiter.js';
import { RedisRateLimiter } from './redis-rate-limiter.js';

/** The RateLimiter adapter of the configuration: Redis with REDIS_URL, memory otherwise. */
export function createRateLimiter(config: GatewayConfig): RateLimiter {
  if (!config.REDIS_URL) return new MemoryRateLimiter();
  let lastLog = 0;
  return RedisRateLimiter.connect(config.REDIS_URL, {
    onError: (error) => {
      const now = Date.now();
      if (now - lastLog < 10_000) return;
      lastLog = now;
      logger().warn({ err: error }, 'redis (rate limits) connection error');
    },
  });
}

/** Rate limiting: the RateLimiter port's adapter and the sign-in flows' limits. */
@Global()
@Module({
  providers: [
    {
      provide: RATE_LIMITER,
      inject: [GATEWAY_CONFIG],
      useFactory: createRateLimiter,
    },
    AuthRateLimits,
  ],
  exports: [RATE_LIMITER, AuthRateLimits],
})
export class RateLimitModule implements OnApplicationShutdown {
  constructor(@Inject(RATE_LIMITER) private readonly limiter: RateLimiter) {}

  async onApplicationShutdown(): Promise<void> {
    await this.limiter.close();
  }
}
