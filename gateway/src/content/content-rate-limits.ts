import { Inject, Injectable } from '@nestjs/common';
import { logger } from '@boutique/service-kit';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config.js';
import type { Limit } from '../rate-limit/auth-rate-limits.js';
import { RATE_LIMITER, type RateLimiter } from '../rate-limit/rate-limiter.js';
import { TooManyRequestsException } from '../rate-limit/too-many-requests.exception.js';

const HOUR = 3_600_000;

export interface ContentLimits {
  contactPerIp: Limit;
  subscribePerIp: Limit;
  feedbackPerUser: Limit;
}

/** The limits of the configuration: 1-hour windows scaled by RATE_LIMIT_WINDOW_SCALE. */
export function contentLimits(config: GatewayConfig): ContentLimits {
  const windowMs = Math.max(100, Math.round(HOUR * config.RATE_LIMIT_WINDOW_SCALE));
  return {
    contactPerIp: { max: config.RATE_LIMIT_CONTACT_PER_IP, windowMs },
    subscribePerIp: { max: config.RATE_LIMIT_SUBSCRIBE_PER_IP, windowMs },
    feedbackPerUser: { max: config.RATE_LIMIT_FEEDBACK_PER_USER, windowMs },
  };
}

/**
 * Contact messages and newsletter subscriptions per client IP, feedback per signed-in
 * user (REST and GraphQL alike): 429 with Retry-After beyond them. Every attempt counts.
 * A failing store lets the request through (content checks every field again).
 */
@Injectable()
export class ContentRateLimits {
  readonly limits: ContentLimits;
  private lastErrorLog = 0;

  constructor(
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.limits = contentLimits(config);
  }

  beforeContact(ip: string): Promise<void> {
    return this.check(`contact:ip:${ip}`, this.limits.contactPerIp);
  }

  beforeSubscribe(ip: string): Promise<void> {
    return this.check(`subscribe:ip:${ip}`, this.limits.subscribePerIp);
  }

  beforeFeedback(userId: string): Promise<void> {
    return this.check(`feedback:user:${userId}`, this.limits.feedbackPerUser);
  }

  private async check(key: string, limit: Limit): Promise<void> {
    let state;
    try {
      state = await this.limiter.hit(key, limit.max, limit.windowMs);
    } catch (error) {
      const now = Date.now();
      if (now - this.lastErrorLog > 10_000) {
        this.lastErrorLog = now;
        logger().error({ err: error }, 'rate limiter unavailable; letting the request through');
      }
      return;
    }
    if (!state.allowed) throw new TooManyRequestsException(state.retryAfterSec);
  }
}
