import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  checkServiceAuthConfig,
  grpcTarget,
  kafkaConfigShape,
  loadConfig,
  parseConfig,
  refineKafkaConfig,
} from '@boutique/service-kit';
import { z } from 'zod';
import { PROXY_IDLE_GRACE_MS } from '../lifecycle/http-drain.js';
import { addressList } from '../rate-limit/client-address.js';

/** The gateway package folder (gateway/), from the compiled dist/src/config. */
export const PACKAGE_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** One downstream readiness probe: `name=url` of a service's /health/ready. */
export interface HealthTarget {
  name: string;
  url: string;
}

const healthTargets = z
  .string()
  .default('')
  .transform((value, ctx): HealthTarget[] => {
    const targets: HealthTarget[] = [];
    for (const part of value
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean)) {
      const at = part.indexOf('=');
      const name = at > 0 ? part.slice(0, at).trim() : '';
      const url = at > 0 ? part.slice(at + 1).trim() : '';
      if (!name || !URL.canParse(url)) {
        ctx.addIssue({ code: 'custom', message: `expected name=url, got "${part}"` });
        return z.NEVER;
      }
      targets.push({ name, url });
    }
    return targets;
  });

/** A positive whole number (a count of requests). */
const positiveInt = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

/**
 * TRUST_PROXY: unset/false = the socket address is the client; true = the left-most
 * X-Forwarded-For address; a number = that many proxy hops; otherwise a comma list of
 * proxy addresses or CIDRs (Fastify's trustProxy).
 */
const trustProxy = z
  .string()
  .optional()
  .transform((value, ctx): boolean | number | string => {
    const text = value?.trim() ?? '';
    if (text === '' || text === 'false' || text === '0') return false;
    if (text === 'true') return true;
    if (/^\d+$/.test(text)) return Number(text);
    try {
      addressList(text);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'expected true, a hop count or addresses/CIDRs' });
      return z.NEVER;
    }
    return text;
  });

/**
 * The proxy's idle timeout must end before the gateway's (the proxy closes first) and
 * within the drain (SIGTERM waits for the proxy to close its idle connections).
 */
function checkDrainTimes(
  config: {
    KEEP_ALIVE_TIMEOUT_MS: number;
    PROXY_KEEPALIVE_TIMEOUT_MS?: number;
    SHUTDOWN_TIMEOUT_MS: number;
  },
  ctx: z.RefinementCtx,
): void {
  const proxy = config.PROXY_KEEPALIVE_TIMEOUT_MS;
  if (proxy === undefined) return;
  if (config.KEEP_ALIVE_TIMEOUT_MS < proxy + PROXY_IDLE_GRACE_MS) {
    ctx.addIssue({
      code: 'custom',
      path: ['PROXY_KEEPALIVE_TIMEOUT_MS'],
      message: `must be at least ${PROXY_IDLE_GRACE_MS} ms below KEEP_ALIVE_TIMEOUT_MS (${config.KEEP_ALIVE_TIMEOUT_MS})`,
    });
  }
  if (config.SHUTDOWN_TIMEOUT_MS < proxy + PROXY_IDLE_GRACE_MS) {
    ctx.addIssue({
      code: 'custom',
      path: ['SHUTDOWN_TIMEOUT_MS'],
      message: `must be at least ${PROXY_IDLE_GRACE_MS} ms above PROXY_KEEPALIVE_TIMEOUT_MS (${proxy})`,
    });
  }
}

export const gatewayConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    SERVICE_NAME: z.string().min(1).default('gateway'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    /**
     * How long an idle keep-alive connection stays open (server.keepAliveTimeout). Longer
     * than the idle timeout of any proxy in front (infra/docker/nginx.conf's upstream
     * keepalive_timeout 5 s; load balancers' usual 60 s), so the proxy always closes an idle
     * connection first and never sends a request on one the gateway is closing (a 502 for
     * a POST, which the proxy may not retry).
     */
    KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(65_000),
    /**
     * Set behind a proxy that pools connections to the gateway: that proxy's idle timeout
     * (nginx's upstream keepalive_timeout; 5000 for infra/docker/nginx.conf). On SIGTERM the
     * gateway leaves the proxy's idle connections to it (closed by the proxy within this
     * time, or their next request answered with Connection: close) instead of closing them
     * under it. Unset: idle connections are closed at once on SIGTERM (browsers retry).
     */
    PROXY_KEEPALIVE_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).optional(),
    /**
     * On SIGTERM: the longest drain (requests in flight, the proxy's idle connections)
     * before the connections left are closed and the gateway stops.
     */
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
    // Each <NAME>_GRPC_URL is host:port, dns:///host:port or host:port,host:port (replicas;
    // calls spread round robin, see the service kit's grpc-target.ts).
    /** host:port of the identity gRPC server. */
    IDENTITY_GRPC_URL: grpcTarget,
    /** host:port of the catalogue gRPC server; unset: the catalogue routes answer 503. */
    CATALOGUE_GRPC_URL: grpcTarget.optional(),
    /** host:port of the content gRPC server (media, banners, feed, feedback, contacts,
     * newsletter); unset: those routes answer 503. */
    CONTENT_GRPC_URL: grpcTarget.optional(),
    /** host:port of the cart gRPC server; unset: the cart routes answer 503. */
    CART_GRPC_URL: grpcTarget.optional(),
    /** host:port of the order gRPC server; unset: the checkout and order routes answer 503. */
    ORDER_GRPC_URL: grpcTarget.optional(),
    /** host:port of the payment gRPC server; unset: the payment routes answer 503. */
    PAYMENT_GRPC_URL: grpcTarget.optional(),
    /** HS256 key the identity service signs access tokens with. */
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters'),
    /**
     * Signs the gateway's gRPC calls (service tokens the services check); required in
     * production, unset elsewhere means no token is sent.
     */
    SERVICE_AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    WEB_DIST: z
      .string()
      .min(1)
      .default(resolve(PACKAGE_DIR, '..', 'web', 'dist')),
    ADMIN_DIST: z
      .string()
      .min(1)
      .default(resolve(PACKAGE_DIR, '..', 'admin-web', 'dist')),
    PUBLIC_URL: z.url().optional(),
    /**
     * Origin of the storefront server (web/server, pages rendered on the server): document
     * requests for storefront pages, /sitemap.xml and /robots.txt are forwarded to it
     * (static/storefront-forward.ts). Unset, down, slow or answering 5xx: the client app's
     * index.html is served as before.
     */
    STOREFRONT_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** How long a forwarded page may take for its headers, and between two body chunks. */
    STOREFRONT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
    /** Comma list of name=url of each service's /health/ready. */
    SERVICE_HEALTH_URLS: healthTargets,
    /** Rate-limit counters and the catalogue cache; unset means in memory (one gateway process). */
    REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
    /** Seconds a public catalogue read stays in the gateway's cache; 0 turns the cache off. */
    CATALOGUE_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
    /** Prefix of the catalogue cache's Redis keys and channel (one per stack sharing a Redis). */
    CATALOGUE_CACHE_PREFIX: z.string().min(1).default('boutique:gateway:catalogue:'),
    /** Prefix of the rate-limit and access-token revocation keys in Redis (one per stack sharing a Redis). */
    REDIS_KEY_PREFIX: z.string().min(1).default('boutique:gateway:'),
    /** Uploaded files served at /media/* (embedded mode); unset: /media/* is not served. */
    MEDIA_DIR: z.string().min(1).optional(),
    /** The Postgres-backed event bus (embedded mode), for the catalogue events. */
    BUS_DATABASE_URL: z.string().min(1).optional(),
    /** Comma list of Kafka brokers; set means the events come from Kafka. */
    KAFKA_BROKERS: z.string().min(1).optional(),
    /** SASL and TLS of a managed Kafka cluster (service-kit README, runtime contract). */
    ...kafkaConfigShape,
    /**
     * Whether X-Forwarded-For names the client (behind a proxy); see trustProxy. Behind the
     * shop's one nginx or ingress it is `1`: the address that proxy saw (what it appended),
     * which a client cannot forge; `true` would believe the client's own header.
     */
    TRUST_PROXY: trustProxy,
    /**
     * Multiplies the windows of the sign-in and form limits (tests use e.g. 0.01: 15 minutes
     * become 9 s); not the login slowdown's seconds nor the API throttle's window.
     */
    RATE_LIMIT_WINDOW_SCALE: z.coerce.number().positive().max(1000).default(1),
    // The defaults are sized for India, where a mobile carrier puts hundreds of subscribers
    // behind one public IPv4 address (carrier-grade NAT): a per-address limit counts a
    // whole town, so the per-address figures below are generous and the tight limits are
    // per e-mail or per user. IPv6 clients are counted per /64.
    /**
     * Requests per client (address) to /api and /graphql per RATE_LIMIT_API_WINDOW_SECONDS,
     * in each gateway process; 0 turns the throttle off. A page of the storefront makes 3–8
     * calls and an active shopper views a page every few seconds (≤ 100 calls a minute);
     * 3000 a minute lets about 30 such shoppers share one carrier address on a sale day,
     * while one client alone is held to 50 requests a second.
     */
    RATE_LIMIT_API_PER_CLIENT: z.coerce.number().int().min(0).default(3000),
    /** The API throttle's window in seconds (not scaled). */
    RATE_LIMIT_API_WINDOW_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    /**
     * Comma list of client addresses, CIDRs or loopback/linklocal/uniquelocal that no
     * per-client limit applies to (uptime monitors, a load test, the test stack's 127.0.0.1);
     * per-e-mail and per-user limits still apply. Empty by default.
     */
    RATE_LIMIT_EXEMPT_CLIENTS: z
      .string()
      .default('')
      .refine((value) => {
        try {
          addressList(value);
          return true;
        } catch {
          return false;
        }
      }, 'expected a comma list of addresses or CIDRs'),
    /**
     * Consecutive wrong passwords for one e-mail from one client (15-minute window) before
     * that client waits 15 minutes for that e-mail. Only the guesser's own address is held.
     */
    RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL_CLIENT: positiveInt(10),
    /**
     * Wrong passwords from one client over all e-mails per hour (slow brute force) before the
     * address waits for the hour to end. 100: people mistype a password maybe once in ten
     * sign-ins, so this is ~1000 sign-ins an hour from one carrier address.
     */
    RATE_LIMIT_LOGIN_FAILURES_PER_IP: positiveInt(100),
    /**
     * Wrong passwords for one e-mail from every client per hour after which attempts for it
     * are slowed (never refused for long): each further failure makes the next attempt wait
     * 1, 2, 4 … seconds, at most RATE_LIMIT_LOGIN_SLOWDOWN_MAX_SECONDS. Clients that signed in
     * to the account in the last 14 days are not slowed.
     */
    RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL: positiveInt(5),
    /** The longest wait the e-mail slowdown imposes, in seconds (not scaled). */
    RATE_LIMIT_LOGIN_SLOWDOWN_MAX_SECONDS: z.coerce.number().int().min(1).max(300).default(30),
    /**
     * Registrations per client per hour: 60 (was 5, which shut out a town behind one carrier
     * address); fake accounts gain an attacker little, and the per-e-mail limit stops probing.
     */
    RATE_LIMIT_REGISTER_PER_IP: positiveInt(60),
    /** Registration attempts per e-mail per hour (a taken address is probed no faster). */
    RATE_LIMIT_REGISTER_PER_EMAIL: positiveInt(3),
    /** Forgot-password requests per e-mail per hour (each sends a mail to that address). */
    RATE_LIMIT_FORGOT_PER_EMAIL: positiveInt(3),
    /** Forgot-password requests per client per hour (per e-mail is the real limit). */
    RATE_LIMIT_FORGOT_PER_IP: positiveInt(30),
    /** Reviews per signed-in user per hour. */
    RATE_LIMIT_REVIEWS_PER_USER: positiveInt(10),
    /** Contact messages per client per hour (a shared address is many people). */
    RATE_LIMIT_CONTACT_PER_IP: positiveInt(20),
    /** Newsletter subscriptions per client per hour (each e-mail is confirmed once anyway). */
    RATE_LIMIT_SUBSCRIBE_PER_IP: positiveInt(30),
    /** Feedback per signed-in user per hour. */
    RATE_LIMIT_FEEDBACK_PER_USER: positiveInt(5),
    /** Seconds banners, the social feed and testimonials stay in this gateway's cache; 0 turns it off. */
    CONTENT_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(30),
    /**
     * `true` when the storefront is built with VITE_PIXEL_ID: the content security policy
     * then lets the ad pixel's script load and send its events (Meta's origins).
     */
    CSP_AD_PIXEL: z
      .enum(['true', 'false', ''])
      .default('false')
      .transform((value) => value === 'true'),
    /**
     * Whether /api/docs and /api/docs-json (the OpenAPI description) are served: by
     * default everywhere but production, where `API_DOCS=true` turns them on.
     */
    API_DOCS: z.enum(['true', 'false', '']).optional(),
    /**
     * `true` serves the payment sandbox's routes in production too (a staging shop whose
     * payment service runs the sandbox on purpose, PAYMENT_SANDBOX=true there as well).
     * Outside production they are always served; in production without it they do not
     * exist (404), whatever the payment service runs.
     */
    PAYMENT_SANDBOX: z
      .enum(['true', 'false', ''])
      .default('false')
      .transform((value) => value === 'true'),
  })
  .superRefine(checkDrainTimes)
  .superRefine(refineKafkaConfig)
  .transform((config) => ({
    ...config,
    WEB_DIST: resolve(config.WEB_DIST),
    ADMIN_DIST: resolve(config.ADMIN_DIST),
    MEDIA_DIR: config.MEDIA_DIR === undefined ? undefined : resolve(config.MEDIA_DIR),
    PUBLIC_URL: config.PUBLIC_URL ?? `http://localhost:${config.PORT || 8080}`,
    API_DOCS: config.API_DOCS ? config.API_DOCS === 'true' : config.NODE_ENV !== 'production',
  }));

export type GatewayConfig = z.infer<typeof gatewayConfigSchema>;

/** Injection token of the parsed configuration. */
export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');

/** Reads process.env once; a bad or missing variable stops the process with one line. */
export function loadGatewayConfig(): GatewayConfig {
  return loadConfig(gatewayConfigSchema, process.env, checkServiceAuthConfig);
}

/** Parses a given environment (tests, tools); throws ConfigError on a bad value. */
export function parseGatewayConfig(env: Record<string, string | undefined>): GatewayConfig {
  return parseConfig(gatewayConfigSchema, env, checkServiceAuthConfig);
}
