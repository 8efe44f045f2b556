import { Inject, Injectable } from '@nestjs/common';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config.js';
import { consumeAll, Limiters } from '../rate-limit/limiters.js';

/**
 * Reviews per signed-in user per hour (RATE_LIMIT_REVIEWS_PER_USER, window scaled by
 * RATE_LIMIT_WINDOW_SCALE): 429 with Retry-After beyond it. A failing store lets the
 * review through (catalogue still allows one review per customer and product).
 */
@Injectable()
export class ReviewRateLimit {
  private readonly limiter: RateLimiterAbstract;

  constructor(limiters: Limiters, @Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    this.limiter = limiters.create({
      name: 'review-user',
      points: config.RATE_LIMIT_REVIEWS_PER_USER,
      durationSec: 3600 * config.RATE_LIMIT_WINDOW_SCALE,
    });
  }

  beforeReview(userId: string): Promise<void> {
    return consumeAll([[this.limiter, userId]]);
  }
}
