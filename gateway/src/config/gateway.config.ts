import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { grpcTarget, loadConfig, parseConfig } from '@boutique/service-kit';
import { z } from 'zod';

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
  .transform((value): boolean | number | string => {
    const text = value?.trim() ?? '';
    if (text === '' || text === 'false' || text === '0') return false;
    if (text === 'true') return true;
    if (/^\d+$/.test(text)) return Number(text);
    return text;
  });

export const gatewayConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    SERVICE_NAME: z.string().min(1).default('gateway'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
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
    WEB_DIST: z
      .string()
      .min(1)
      .default(resolve(PACKAGE_DIR, '..', 'web', 'dist')),
    ADMIN_DIST: z
      .string()
      .min(1)
      .default(resolve(PACKAGE_DIR, '..', 'admin-web', 'dist')),
    PUBLIC_URL: z.url().optional(),
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
    /** Whether X-Forwarded-For names the client (behind a proxy); see trustProxy. */
    TRUST_PROXY: trustProxy,
    /** Multiplies every rate-limit window (tests use e.g. 0.01: 15 minutes become 9 s). */
    RATE_LIMIT_WINDOW_SCALE: z.coerce.number().positive().max(1000).default(1),
    /** Wrong passwords per e-mail per 15 minutes before login answers 429. */
    RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL: positiveInt(5),
    /** Login attempts per client IP per 15 minutes. */
    RATE_LIMIT_LOGIN_PER_IP: positiveInt(20),
    /** Registrations per client IP per hour. */
    RATE_LIMIT_REGISTER_PER_IP: positiveInt(5),
    /** Registration attempts per e-mail per hour (a taken address is probed no faster). */
    RATE_LIMIT_REGISTER_PER_EMAIL: positiveInt(3),
    /** Forgot-password requests per e-mail per hour. */
    RATE_LIMIT_FORGOT_PER_EMAIL: positiveInt(3),
    /** Forgot-password requests per client IP per hour. */
    RATE_LIMIT_FORGOT_PER_IP: positiveInt(10),
    /** Reviews per signed-in user per hour. */
    RATE_LIMIT_REVIEWS_PER_USER: positiveInt(10),
    /** Contact messages per client IP per hour. */
    RATE_LIMIT_CONTACT_PER_IP: positiveInt(5),
    /** Newsletter subscriptions per client IP per hour. */
    RATE_LIMIT_SUBSCRIBE_PER_IP: positiveInt(10),
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
  return loadConfig(gatewayConfigSchema);
}

/** Parses a given environment (tests, tools); throws ConfigError on a bad value. */
export function parseGatewayConfig(env: Record<string, string | undefined>): GatewayConfig {
  return parseConfig(gatewayConfigSchema, env);
}
