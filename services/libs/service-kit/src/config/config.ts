import { z } from 'zod';
import { GRPC_URL_FORMS, isGrpcUrl } from '../grpc/grpc-target.js';

/** An empty variable (`KAFKA_SSL_CA=` in a compose file) counts as unset. */
function blankUnset<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' ? undefined : value), schema);
}

/**
 * The variables of a managed Kafka cluster (Confluent Cloud, MSK, Aiven, Redpanda Cloud …):
 * SASL credentials and TLS. Spread into a config schema (the services' base schema and the
 * gateway's); checkKafkaConfig (events/kafka-options.ts) checks them together.
 */
export const kafkaConfigShape = {
  /** SASL mechanism; set means KAFKA_SASL_USERNAME and KAFKA_SASL_PASSWORD are required. */
  KAFKA_SASL_MECHANISM: blankUnset(z.enum(['plain', 'scram-sha-256', 'scram-sha-512']).optional()),
  KAFKA_SASL_USERNAME: blankUnset(z.string().min(1).optional()),
  KAFKA_SASL_PASSWORD: blankUnset(z.string().min(1).optional()),
  /** TLS to the brokers (the system's CAs, or KAFKA_SSL_CA). */
  KAFKA_SSL: blankUnset(z.enum(['true', 'false']).default('false')).transform((v) => v === 'true'),
  /** CA certificate(s) to trust instead of the system's: a PEM file's path, or the PEM text. */
  KAFKA_SSL_CA: blankUnset(z.string().min(1).optional()),
};

/**
 * Configuration is parsed once at start-up with a zod schema. Nothing else in a
 * service reads process.env. A bad or missing variable stops the process with one
 * line naming it.
 */
export const baseServiceConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  SERVICE_NAME: z.string().min(1),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }),
  /** Postgres-backed event bus (pg-boss); used when KAFKA_BROKERS is unset. */
  BUS_DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  /** Comma-separated brokers; set means the Kafka adapter. */
  KAFKA_BROKERS: z.string().min(1).optional(),
  /** SASL and TLS of a managed Kafka cluster (docs/runtime-contract.md). */
  ...kafkaConfigShape,
  /** Required for services that serve gRPC. */
  GRPC_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  HTTP_PORT: z.coerce.number().int().min(1).max(65535),
  /**
   * Connections of the service's own database pool. Every replica holds up to this many, so
   * replicas x pool must stay under the server's max_connections (or a pooler's limit).
   */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Connections of the PostgreSQL-backed bus's pool (pg-boss), per process. */
  BUS_POOL_SIZE: z.coerce.number().int().min(1).max(50).default(4),
  /**
   * On SIGTERM: how long the gRPC calls in flight may take to finish (no new ones are
   * taken) before the server is shut down hard; the relay, bus and database close after.
   */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /**
   * Signs this process's gRPC calls and checks the calls it serves (service tokens, see
   * grpc/service-auth.ts). Required in production (bootstrapService stops without it);
   * unset elsewhere means calls are neither signed nor checked.
   */
  SERVICE_AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
});

export type BaseServiceConfig = z.infer<typeof baseServiceConfigSchema>;

export class ConfigError extends Error {}

/** Formats the first zod issue as one line naming the variable. */
export function describeConfigIssue(
  error: z.ZodError,
  env: Record<string, string | undefined> = {},
): string {
  const issue = error.issues[0];
  const name = issue?.path.join('.') || 'configuration';
  const received =
    issue?.path.length === 1 && env[String(issue.path[0])] === undefined
      ? 'is missing'
      : 'is invalid';
  return `Configuration error: ${name} ${received} (${issue?.message ?? 'invalid value'})`;
}

/**
 * Parses `env` with the schema; throws ConfigError whose message is one line. `check`
 * runs on the result for rules across variables (it throws ConfigError too).
 */
export function parseConfig<S extends z.ZodType>(
  schema: S,
  env: Record<string, string | undefined> = process.env,
  check?: (config: z.infer<S>) => void,
): z.infer<S> {
  const result = schema.safeParse(env);
  if (!result.success) throw new ConfigError(describeConfigIssue(result.error, env));
  check?.(result.data);
  return result.data;
}

/** Parses the configuration or stops the process with one clear line on stderr. */
export function loadConfig<S extends z.ZodType>(
  schema: S,
  env: Record<string, string | undefined> = process.env,
  check?: (config: z.infer<S>) => void,
): z.infer<S> {
  try {
    return parseConfig(schema, env, check);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }
}

/**
 * Runs a check across variables (one that throws ConfigError, like checkKafkaConfig) and
 * stops the process the way loadConfig does: one line on stderr, exit 78.
 */
export function checkConfigOrExit(check: () => void): void {
  try {
    check();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }
}

/** Comma-separated list of host:port (Kafka brokers). */
export const hostList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().regex(/^[\w.-]+:\d+$/, 'expected host:port')).min(1));

/**
 * A `<NAME>_GRPC_URL`: host:port, dns:///host:port (a name looked up again every 30 s, a
 * k8s headless Service) or a comma list host:port,host:port (replicas); calls are spread
 * over every address (grpc/grpc-target.ts).
 */
export const grpcTarget = z.string().trim().refine(isGrpcUrl, GRPC_URL_FORMS);

/** An IANA zone name (Area/Location or UTC) that the Intl API knows; offsets are refused. */
export function isIanaTimeZone(name: string): boolean {
  if (!/^(?:UTC|[A-Za-z]+(?:\/[A-Za-z0-9_+-]+)+)$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * `SHOP_TIME_ZONE`: the shop's IANA time zone (Asia/Kolkata unless set). The dashboard's
 * months and the dispatch calendar's days are the shop's days.
 */
export const shopTimeZone = z
  .string()
  .trim()
  .refine(isIanaTimeZone, 'expected an IANA time zone such as Asia/Kolkata')
  .default('Asia/Kolkata');
