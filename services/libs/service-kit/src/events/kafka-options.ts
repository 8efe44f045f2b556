import fs from 'node:fs';
import type { KafkaConfig, SASLOptions } from 'kafkajs';
import type { z } from 'zod';
import { ConfigError } from '../config/config.js';

export interface KafkaConnectionConfig {
  NODE_ENV?: string;
  KAFKA_SASL_MECHANISM?: 'plain' | 'scram-sha-256' | 'scram-sha-512';
  KAFKA_SASL_USERNAME?: string;
  KAFKA_SASL_PASSWORD?: string;
  KAFKA_SSL?: boolean;
  KAFKA_SSL_CA?: string;
}

/** One broken rule across the Kafka variables: the variable to fix, and why. */
export interface KafkaConfigIssue {
  variable: keyof KafkaConnectionConfig;
  missing: boolean;
  message: string;
}

/**
 * The rules across the Kafka variables: a mechanism needs both credentials and
 * credentials need a mechanism; a CA needs KAFKA_SSL=true; in production SASL PLAIN (the
 * password as is) only over TLS.
 */
export function kafkaConfigIssues(config: KafkaConnectionConfig): KafkaConfigIssue[] {
  const issues: KafkaConfigIssue[] = [];
  const mechanism = config.KAFKA_SASL_MECHANISM;
  for (const variable of ['KAFKA_SASL_USERNAME', 'KAFKA_SASL_PASSWORD'] as const) {
    if (mechanism && !config[variable])
      issues.push({
        variable,
        missing: true,
        message: `required with KAFKA_SASL_MECHANISM=${mechanism}`,
      });
    if (!mechanism && config[variable])
      issues.push({
        variable: 'KAFKA_SASL_MECHANISM',
        missing: true,
        message: `${variable} is set: plain, scram-sha-256 or scram-sha-512`,
      });
  }
  if (config.KAFKA_SSL_CA && !config.KAFKA_SSL)
    issues.push({
      variable: 'KAFKA_SSL',
      missing: false,
      message: 'KAFKA_SSL_CA is set, so KAFKA_SSL must be true',
    });
  if (mechanism === 'plain' && !config.KAFKA_SSL && config.NODE_ENV === 'production')
    issues.push({
      variable: 'KAFKA_SSL',
      missing: false,
      message:
        'KAFKA_SASL_MECHANISM=plain sends the password as is: set KAFKA_SSL=true in production',
    });
  return issues;
}

/** Throws the first broken rule as a one-line ConfigError. */
export function checkKafkaConfig(config: KafkaConnectionConfig): void {
  const [issue] = kafkaConfigIssues(config);
  if (issue)
    throw new ConfigError(
      `Configuration error: ${issue.variable} is ${issue.missing ? 'missing' : 'invalid'} (${issue.message})`,
    );
}

/**
 * The same rules for a zod schema that spreads kafkaConfigShape
 * (`.superRefine(refineKafkaConfig)`), so loadConfig reports them like any variable.
 */
export function refineKafkaConfig(config: KafkaConnectionConfig, ctx: z.RefinementCtx): void {
  for (const issue of kafkaConfigIssues(config))
    ctx.addIssue({ code: 'custom', path: [issue.variable], message: issue.message });
}

/**
 * kafkajs's `ssl` and `sasl` options from the variables (checked first). KAFKA_SSL_CA is
 * PEM text when it starts with -----BEGIN, else a file read here.
 */
export function kafkaConnectionOptions(
  config: KafkaConnectionConfig,
  readFile: (path: string) => string = (path) => fs.readFileSync(path, 'utf8'),
): Pick<KafkaConfig, 'ssl' | 'sasl'> {
  checkKafkaConfig(config);
  const options: Pick<KafkaConfig, 'ssl' | 'sasl'> = {};
  if (config.KAFKA_SSL) {
    const ca = config.KAFKA_SSL_CA;
    if (!ca) options.ssl = true;
    else {
      let pem: string;
      try {
        pem = ca.trimStart().startsWith('-----BEGIN') ? ca : readFile(ca);
      } catch (error) {
        throw new ConfigError(
          `Configuration error: KAFKA_SSL_CA is invalid (cannot read ${ca}: ${(error as Error).message})`,
        );
      }
      options.ssl = { ca: [pem], rejectUnauthorized: true };
    }
  }
  if (config.KAFKA_SASL_MECHANISM) {
    options.sasl = {
      mechanism: config.KAFKA_SASL_MECHANISM,
      username: config.KAFKA_SASL_USERNAME!,
      password: config.KAFKA_SASL_PASSWORD!,
    } as SASLOptions;
  }
  return options;
}
