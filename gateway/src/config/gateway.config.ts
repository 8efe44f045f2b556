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
    /** Cache and rate-limit counters; unset means in memory. */
    REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  })
  .transform((config) => ({
    ...config,
    WEB_DIST: resolve(config.WEB_DIST),
    ADMIN_DIST: resolve(config.ADMIN_DIST),
    PUBLIC_URL: config.PUBLIC_URL ?? `http://localhost:${config.PORT || 8080}`,
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
