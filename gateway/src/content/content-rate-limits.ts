import { Inject, Injectable } from '@nestjs/common';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config.js';
import { ClientKeys } from '../rate-limit/client-address.js';
import { consumeAll, Limiters } from '../rate-limit/limiters.js';

const HOUR = 3600;

/**
 * Contact messages and newsletter subscriptions per client (clients of
 * RATE_LIMIT_EXEMPT_CLIENTS are not counted), feedback per signed-in user (REST and
 * GraphQL alike), 1-hour windows scaled by RATE_LIMIT_WINDOW_SCALE: 429 with Retry-After
 * beyond them. Every attempt counts.
 */
@Injectable()
export class ContentRateLimits {
  private readonly contact: RateLimiterAbstract;
  private readonly subscribe: RateLimiterAbstract;
  private readonly feedback: RateLimiterAbstract;
  private readonly clients: ClientKeys;

  constructor(limiters: Limiters, @Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    const durationSec = HOUR * config.RATE_LIMIT_WINDOW_SCALE;
    this.clients = new ClientKeys(config.RATE_LIMIT_EXEMPT_CLIENTS);
    this.contact = limiters.create({
      name: 'contact-ip',
      points: config.RATE_LIMIT_CONTACT_PER_IP,
      durationSec,
    });
    this.subscribe = limiters.create({
      name: 'subscribe-ip',
      points: config.RATE_LIMIT_SUBSCRIBE_PER_IP,
      durationSec,
    });
    this.feedback = limiters.create({
      name: 'feedback-user',
      points: config.RATE_LIMIT_FEEDBACK_PER_USER,
      durationSec,
    });
  }

  beforeContact(ip: string): Promise<void> {
    const client = this.clients.keyOf(ip);
    return client ? consumeAll([[this.contact, client]]) : Promise.resolve();
  }

  beforeSubscribe(ip: string): Promise<void> {
    const client = this.clients.keyOf(ip);
    return client ? consumeAll([[this.subscribe, client]]) : Promise.resolve();
  }

  beforeFeedback(userId: string): Promise<void> {
    return consumeAll([[this.feedback, userId]]);
  }
}
