import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { FastifyInstance } from 'fastify';
import { errorBody } from '../common/envelope.js';
import type { GatewayConfig } from '../config/gateway.config.js';
import { clientAddress, ClientKeys, compileTrust, type TrustFn } from './client-address.js';
import { secondsOf } from './limiters.js';
import { tooManyRequests } from './too-many-requests.exception.js';

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

/** Set on a raw request the throttle refused: the seconds to wait. */
const THROTTLED = Symbol('throttled');
type Marked = IncomingMessage & { [THROTTLED]?: number };

/** Paths under /api that are not counted: health probes and Razorpay's webhook. */
const UNCOUNTED = ['/api/health', '/api/payments/razorpay/webhook'];

/** True for the API paths the throttle counts: /api/* and /graphql (not files, health, metrics). */
export function isThrottledPath(url: string): boolean {
  const end = url.search(/[?#]/);
  const path = end === -1 ? url : url.slice(0, end);
  if (path === '/graphql' || path.startsWith('/graphql/')) return true;
  if (path !== '/api' && !path.startsWith('/api/')) return false;
  return !UNCOUNTED.some((p) => path === p || path.startsWith(`${p}/`));
}

/** Whether the throttle refused this raw request (the catalogue fast path lets it through to Fastify). */
export function isThrottled(request: IncomingMessage): boolean {
  return (request as Marked)[THROTTLED] !== undefined;
}

/**
 * One throttle for the whole API, per client: RATE_LIMIT_API_PER_CLIENT requests per
 * RATE_LIMIT_API_WINDOW_SECONDS (a fixed window per client, rate-limiter-flexible's
 * RateLimiterMemory). It is kept in each gateway process, so the hot path makes no network
 * call; with N replicas behind a balancer a client gets up to about N times the figure.
 * It runs in front of everything else on the HTTP server (also in front of the catalogue
 * cache's fast path), counts /api/* and /graphql only, and refuses with 429
 * `{ success: false, message: "Too many requests. Please try again in 12 seconds." }` and
 * Retry-After, answered by Fastify (onRequest) so the answer has every usual header.
 */
export class ApiThrottle {
  private readonly limiter?: RateLimiterMemory;
  private readonly trust: TrustFn;
  private readonly clients: ClientKeys;

  constructor(config: GatewayConfig) {
    this.trust = compileTrust(config.TRUST_PROXY);
    this.clients = new ClientKeys(config.RATE_LIMIT_EXEMPT_CLIENTS);
    if (config.RATE_LIMIT_API_PER_CLIENT > 0) {
      this.limiter = new RateLimiterMemory({
        keyPrefix: 'api',
        points: config.RATE_LIMIT_API_PER_CLIENT,
        duration: config.RATE_LIMIT_API_WINDOW_SECONDS,
      });
    }
  }

  /** Resolves 0 when the request may go on, else the seconds to wait. */
  async check(request: IncomingMessage): Promise<number> {
    if (!this.limiter || !isThrottledPath(request.url ?? '')) return 0;
    const key = this.clients.keyOf(clientAddress(request, this.trust));
    if (key === undefined) return 0;
    try {
      await this.limiter.consume(key);
      return 0;
    } catch (rejection) {
      return rejection instanceof RateLimiterRes ? secondsOf(rejection) : 0;
    }
  }

  /**
   * Puts the throttle in front of the server's request listeners (call after every other
   * listener is installed). A refused request is marked and handed on to Fastify, whose
   * onRequest hook (registerThrottleAnswer) answers it.
   */
  install(server: Server): void {
    if (!this.limiter) return;
    const listeners = server.listeners('request') as RequestListener[];
    server.removeAllListeners('request');
    const next = (request: IncomingMessage, response: ServerResponse) => {
      for (const listener of listeners) listener.call(server, request, response);
    };
    server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      if (!isThrottledPath(request.url ?? '')) {
        next(request, response);
        return;
      }
      void this.check(request).then((wait) => {
        if (wait > 0) (request as Marked)[THROTTLED] = wait;
        next(request, response);
      });
    });
  }
}

/** The 429 of a request the throttle refused (first onRequest hook after the security headers). */
export function registerThrottleAnswer(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    const wait = (request.raw as Marked)[THROTTLED];
    if (wait === undefined) {
      done();
      return;
    }
    void reply
      .code(429)
      .header('retry-after', String(wait))
      .send(errorBody(tooManyRequests(wait)));
  });
}
