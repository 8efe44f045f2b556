import { Inject, Injectable } from '@nestjs/common';
import { logger } from '@boutique/service-kit';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config.js';
import { RATE_LIMITER, type RateLimiter } from '../rate-limit/rate-limiter.js';
import { TooManyRequestsException } from '../rate-limit/too-many-requests.exception.js';

const HOUR = 3_600_000;

/**
 * Reviews per signed-in user per hour (RATE_LIMIT_REVIEWS_PER_USER, window scaled by
 * RATE_LIMIT_WINDOW_SCALE): 429 with Retry-After beyond it. A failing store lets the
 * review through (catalogue still allows one review per customer and product).
 */
@Injectable()
export class ReviewRateLimit {
  private readonly max: number;
  private readonly windowMs: number;

  constructor(
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.max = config.RATE_LIMIT_REVIEWS_PER_USER;
    this.windowMs = Math.max(100, Math.round(HOUR * config.RATE_LIMIT_WINDOW_SCALE));
  }

  async beforeReview(userId: string): Promise<void> {
    let state;
    try {
      state = await this.limiter.hit(`review:user:${userId}`, this.max, this.windowMs);
    } catch (error) {
      logger().error({ err: error }, 'rate limiter unavailable; letting the review through');
      return;
    }
    if (!state.allowed) throw new TooManyRequestsException(state.retryAfterSec);
  }
}
