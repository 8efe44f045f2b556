import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { logger } from '@boutique/service-kit';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config.js';
import { ClientKeys } from './client-address.js';
import { consumeAll, Limiters, secondsOf } from './limiters.js';
import { TooManyRequestsException } from './too-many-requests.exception.js';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
/** How long a client that signed in to an account is known to it (skips the e-mail slowdown). */
const KNOWN_CLIENT_SECONDS = 14 * 24 * HOUR;

/** E-mails are counted by a hash of their normalized form (no addresses in the store). */
export function emailKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32);
}

/** The wait before the next attempt for an e-mail after its `failures`-th failure. */
export function slowdownSeconds(failures: number, free: number, maxSeconds: number): number {
  if (failures <= free) return 0;
  return Math.min(maxSeconds, 2 ** (failures - free - 1));
}

/**
 * The sign-in flows' limits (REST and GraphQL alike), rate-limiter-flexible's "login
 * endpoint protection" recipe. A refused attempt never reaches identity and is a
 * TooManyRequestsException: 429 with Retry-After and a message saying how long to wait.
 *
 * Login (only wrong passwords count; a refused attempt does not):
 *  - per e-mail AND client: after RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL_CLIENT consecutive
 *    failures in 15 min that client waits 15 min for that e-mail; its success clears them.
 *    A stranger's failures from their address never block the owner at hers.
 *  - per client (slow brute force over many e-mails): RATE_LIMIT_LOGIN_FAILURES_PER_IP an
 *    hour, then that address waits for the hour to end.
 *  - per e-mail from every client (a botnet on one account): never refused, only slowed.
 *    After RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL failures in an hour each further failure
 *    makes the next attempt for the e-mail wait 1, 2, 4, 8 … seconds, at most
 *    RATE_LIMIT_LOGIN_SLOWDOWN_MAX_SECONDS. A client that signed in to the account in the
 *    last 14 days is not slowed (its own per-e-mail-and-client count still applies).
 * Register: per client and per e-mail an hour. Forgot-password: per e-mail and per client.
 * Clients of RATE_LIMIT_EXEMPT_CLIENTS skip the per-client limits (not the per-e-mail ones).
 */
@Injectable()
export class AuthRateLimits {
  private readonly loginPair: RateLimiterAbstract;
  private readonly loginClient: RateLimiterAbstract;
  private readonly loginEmail: RateLimiterAbstract;
  private readonly loginSlowdown: RateLimiterAbstract;
  private readonly knownClient: RateLimiterAbstract;
  private readonly registerClient: RateLimiterAbstract;
  private readonly registerEmail: RateLimiterAbstract;
  private readonly forgotClient: RateLimiterAbstract;
  private readonly forgotEmail: RateLimiterAbstract;
  private readonly clients: ClientKeys;
  private readonly pairBlockSeconds: number;
  private readonly slowdown: { free: number; maxSeconds: number };

  constructor(limiters: Limiters, @Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    const scaled = (seconds: number) =>
      Math.max(1, Math.round(seconds * config.RATE_LIMIT_WINDOW_SCALE));
    this.clients = new ClientKeys(config.RATE_LIMIT_EXEMPT_CLIENTS);
    this.pairBlockSeconds = scaled(15 * MINUTE);
    this.slowdown = {
      free: config.RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL,
      maxSeconds: config.RATE_LIMIT_LOGIN_SLOWDOWN_MAX_SECONDS,
    };
    const make = (name: string, points: number, seconds: number) =>
      limiters.create({ name, points, durationSec: scaled(seconds) });
    this.loginPair = make(
      'login-pair',
      config.RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL_CLIENT,
      15 * MINUTE,
    );
    this.loginClient = make('login-ip', config.RATE_LIMIT_LOGIN_FAILURES_PER_IP, HOUR);
    // Counts an e-mail's failures (never refuses by itself); the slowdown is a block on
    // a second counter, as long as the current wait.
    this.loginEmail = make('login-email', 1_000_000, HOUR);
    this.loginSlowdown = make('login-slow', 1, HOUR);
    this.knownClient = limiters.create({
      name: 'login-known',
      points: 1,
      durationSec: KNOWN_CLIENT_SECONDS,
    });
    this.registerClient = make('register-ip', config.RATE_LIMIT_REGISTER_PER_IP, HOUR);
    this.registerEmail = make('register-email', config.RATE_LIMIT_REGISTER_PER_EMAIL, HOUR);
    this.forgotClient = make('forgot-ip', config.RATE_LIMIT_FORGOT_PER_IP, HOUR);
    this.forgotEmail = make('forgot-email', config.RATE_LIMIT_FORGOT_PER_EMAIL, HOUR);
  }

  /** Before a login: refuses while the e-mail+client or the client is blocked, or the e-mail is slowed. */
  async beforeLogin(ip: string, email: string): Promise<void> {
    const { pair, client, mail } = this.keys(ip, email);
    const [pairState, clientState, slowState, known] = await Promise.all([
      this.read(this.loginPair, pair),
      client ? this.read(this.loginClient, client) : null,
      this.read(this.loginSlowdown, mail),
      this.read(this.knownClient, pair),
    ]);
    const waits: number[] = [];
    if (pairState && pairState.consumedPoints > this.loginPair.points) {
      waits.push(secondsOf(pairState));
    }
    if (clientState && clientState.consumedPoints >= this.loginClient.points) {
      waits.push(secondsOf(clientState));
    }
    if (!known && slowState && slowState.consumedPoints > 0 && slowState.msBeforeNext > 0) {
      waits.push(secondsOf(slowState));
    }
    if (waits.length > 0) throw new TooManyRequestsException(Math.max(...waits));
  }

  /** A wrong password: counted for the e-mail+client, the client and the e-mail. */
  async loginFailed(ip: string, email: string): Promise<void> {
    const { pair, client, mail } = this.keys(ip, email);
    await Promise.all([
      this.safely(async () => {
        const state = await this.loginPair.penalty(pair);
        if (state.consumedPoints >= this.loginPair.points) {
          await this.loginPair.block(pair, this.pairBlockSeconds);
        }
      }),
      client ? this.safely(() => this.loginClient.penalty(client)) : undefined,
      this.safely(async () => {
        const state = await this.loginEmail.penalty(mail);
        const wait = slowdownSeconds(
          state.consumedPoints,
          this.slowdown.free,
          this.slowdown.maxSeconds,
        );
        if (wait > 0) await this.loginSlowdown.set(mail, 1, wait);
      }),
    ]);
  }

  /** A success clears the e-mail+client's failures and makes the client known to the account. */
  async loginSucceeded(ip: string, email: string): Promise<void> {
    const { pair } = this.keys(ip, email);
    await Promise.all([
      this.safely(() => this.loginPair.delete(pair)),
      this.safely(() => this.knownClient.set(pair, 1, KNOWN_CLIENT_SECONDS)),
    ]);
  }

  async beforeRegister(ip: string, email: string): Promise<void> {
    const client = this.clients.keyOf(ip);
    await consumeAll([
      ...(client ? [[this.registerClient, client] as const] : []),
      [this.registerEmail, emailKey(email)],
    ]);
  }

  async beforeForgotPassword(ip: string, email: string): Promise<void> {
    const client = this.clients.keyOf(ip);
    await consumeAll([
      ...(client ? [[this.forgotClient, client] as const] : []),
      [this.forgotEmail, emailKey(email)],
    ]);
  }

  private keys(ip: string, email: string) {
    const mail = emailKey(email);
    const client = this.clients.keyOf(ip);
    return { mail, client, pair: `${mail}:${client ?? ip}` };
  }

  private read(limiter: RateLimiterAbstract, key: string): Promise<RateLimiterRes | null> {
    return limiter.get(key).catch((error: unknown) => {
      logger().error({ err: error }, 'rate limiter failed; not counting');
      return null;
    });
  }

  private async safely(action: () => Promise<unknown>): Promise<void> {
    try {
      await action();
    } catch (error) {
      logger().error({ err: error }, 'rate limiter failed; not counting');
    }
  }
}
