import { Inject, Injectable } from '@nestjs/common';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config.js';
import { ClientKeys } from '../rate-limit/client-address.js';
import { consumeAll, Limiters } from '../rate-limit/limiters.js';

const HOUR = 3600;

/**
 * Contact messages and newsletter subscriptions per client (clients of
 * RATE_LIMIT_EXEMPT_CLIENTS are not counted), feedback per signed-in user, 1-hour windows
 * scaled by RATE_LIMIT_WINDOW_SCALE: 429 with Retry-After beyond them. Every attempt counts.
 */
@Injectable()
export class ContentRateLimits {
  private readonly contact: RateLimiterAbstract;
  private readonly subscribe: RateLimiterAbstract;
  private readonly feedback: RateLimiterAbstract;
  private readonly clients: ClientKeys;

  constructor(limiters: Limiters, @Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    const durationSec = HOUR * config.RATE_LIMIT_WINDOW_SCALE;
    const create = (name: string, points: number) => limiters.create({ name, points, durationSec });
    this.clients = new ClientKeys(config.RATE_LIMIT_EXEMPT_CLIENTS);
    this.contact = create('contact-ip', config.RATE_LIMIT_CONTACT_PER_IP);
    this.subscribe = create('subscribe-ip', config.RATE_LIMIT_SUBSCRIBE_PER_IP);
    this.feedback = create('feedback-user', config.RATE_LIMIT_FEEDBACK_PER_USER);
  }

  beforeContact(ip: string): Promise<void> {
    return this.perClient(this.contact, ip);
  }

  beforeSubscribe(ip: string): Promise<void> {
    return this.perClient(this.subscribe, ip);
  }

  beforeFeedback(userId: string): Promise<void> {
    return consumeAll([[this.feedback, userId]]);
  }

  private perClient(limiter: RateLimiterAbstract, ip: string): Promise<void> {
    const client = this.clients.keyOf(ip);
    return client ? consumeAll([[limiter, client]]) : Promise.resolve();
  }
}
