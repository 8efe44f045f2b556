import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { logger } from '@boutique/service-kit';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config.js';
import { RATE_LIMITER, type RateLimiter, type RateLimitState } from './rate-limiter.js';
import { TooManyRequestsException } from './too-many-requests.exception.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** One limit: at most `max` in `windowMs` (already scaled by RATE_LIMIT_WINDOW_SCALE). */
export interface Limit {
  max: number;
  windowMs: number;
}

export interface AuthLimits {
  loginFailuresPerEmail: Limit;
  loginPerIp: Limit;
  registerPerIp: Limit;
  registerPerEmail: Limit;
  forgotPerEmail: Limit;
  forgotPerIp: Limit;
}

/** The limits of the configuration: 15-minute login windows, 1-hour others, scaled. */
export function authLimits(config: GatewayConfig): AuthLimits {
  const scale = config.RATE_LIMIT_WINDOW_SCALE;
  const limit = (max: number, windowMs: number): Limit => ({
    max,
    windowMs: Math.max(100, Math.round(windowMs * scale)),
  });
  return {
    loginFailuresPerEmail: limit(config.RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL, 15 * MINUTE),
    loginPerIp: limit(config.RATE_LIMIT_LOGIN_PER_IP, 15 * MINUTE),
    registerPerIp: limit(config.RATE_LIMIT_REGISTER_PER_IP, HOUR),
    registerPerEmail: limit(config.RATE_LIMIT_REGISTER_PER_EMAIL, HOUR),
    forgotPerEmail: limit(config.RATE_LIMIT_FORGOT_PER_EMAIL, HOUR),
    forgotPerIp: limit(config.RATE_LIMIT_FORGOT_PER_IP, HOUR),
  };
}

/** E-mails are counted by a hash of their normalized form (no addresses in Redis). */
export function emailKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32);
}

const ALLOWED: RateLimitState = { count: 0, allowed: true, retryAfterSec: 0 };

/**
 * The rate limits of the sign-in flows (REST and GraphQL alike), per client IP and per
 * e-mail; a refused attempt is a TooManyRequestsException (429 with Retry-After).
 *   login:  wrong passwords per e-mail (a success clears them) and attempts per IP;
 *   register: attempts per IP and per e-mail;  forgot-password: requests per e-mail and per IP.
 * When the store fails (Redis unreachable) the attempt is let through and the fault
 * logged: sign-in stays available, identity still checks every password.
 */
@Injectable()
export class AuthRateLimits {
  readonly limits: AuthLimits;
  private lastErrorLog = 0;

  constructor(
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.limits = authLimits(config);
  }

  /** Before a login: counts the IP's attempt; refuses while the e-mail has too many failures. */
  async beforeLogin(ip: string, email: string): Promise<void> {
    const { loginPerIp, loginFailuresPerEmail } = this.limits;
    const states = await Promise.all([
      this.safely(() => this.limiter.hit(`login:ip:${ip}`, loginPerIp.max, loginPerIp.windowMs)),
      this.safely(() =>
        this.limiter.peek(`login:email:${emailKey(email)}`, loginFailuresPerEmail.max),
      ),
    ]);
    refuseIfAny(states);
  }

  /** A wrong password for `email`. */
  async loginFailed(email: string): Promise<void> {
    const { max, windowMs } = this.limits.loginFailuresPerEmail;
    await this.safely(() => this.limiter.hit(`login:email:${emailKey(email)}`, max, windowMs));
  }

  /** A successful login clears the e-mail's failures. */
  async loginSucceeded(email: string): Promise<void> {
    await this.safely(async () => {
      await this.limiter.reset(`login:email:${emailKey(email)}`);
      return ALLOWED;
    });
  }

  async beforeRegister(ip: string, email: string): Promise<void> {
    const { registerPerIp, registerPerEmail } = this.limits;
    const states = await Promise.all([
      this.safely(() =>
        this.limiter.hit(`register:ip:${ip}`, registerPerIp.max, registerPerIp.windowMs),
      ),
      this.safely(() =>
        this.limiter.hit(
          `register:email:${emailKey(email)}`,
          registerPerEmail.max,
          registerPerEmail.windowMs,
        ),
      ),
    ]);
    refuseIfAny(states);
  }

  async beforeForgotPassword(ip: string, email: string): Promise<void> {
    const { forgotPerIp, forgotPerEmail } = this.limits;
    const states = await Promise.all([
      this.safely(() => this.limiter.hit(`forgot:ip:${ip}`, forgotPerIp.max, forgotPerIp.windowMs)),
      this.safely(() =>
        this.limiter.hit(
          `forgot:email:${emailKey(email)}`,
          forgotPerEmail.max,
          forgotPerEmail.windowMs,
        ),
      ),
    ]);
    refuseIfAny(states);
  }

  private async safely(action: () => Promise<RateLimitState>): Promise<RateLimitState> {
    try {
      return await action();
    } catch (error) {
      const now = Date.now();
      if (now - this.lastErrorLog > 10_000) {
        this.lastErrorLog = now;
        logger().error({ err: error }, 'rate limiter unavailable; letting the attempt through');
      }
      return ALLOWED;
    }
  }
}

function refuseIfAny(states: RateLimitState[]): void {
  const refused = states.filter((state) => !state.allowed);
  if (refused.length > 0) {
    throw new TooManyRequestsException(Math.max(...refused.map((s) => s.retryAfterSec)));
  }
}
