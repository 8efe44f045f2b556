import fs from 'node:fs';
import type { KafkaConfig, SASLOptions } from 'kafkajs';
import { ConfigError } from '../config/config.js';

export interface KafkaConnectionConfig {
  NODE_ENV?: string;
  KAFKA_SASL_MECHANISM?: 'plain' | 'scram-sha-256' | 'scram-sha-512';
  KAFKA_SASL_USERNAME?: string;
  KAFKA_SASL_PASSWORD?: string;
  KAFKA_SSL?: boolean;
  KAFKA_SSL_CA?: string;
}

/**
 * The rules across the Kafka variables, as one-line ConfigErrors: a mechanism needs both
 * credentials and credentials need a mechanism; a CA needs KAFKA_SSL=true; in production
 * SASL PLAIN (the password as is) only over TLS.
 */
export function checkKafkaConfig(config: KafkaConnectionConfig): void {
  const mechanism = config.KAFKA_SASL_MECHANISM;
  if (mechanism) {
    for (const name of ['KAFKA_SASL_USERNAME', 'KAFKA_SASL_PASSWORD'] as const) {
      if (!config[name])
        throw new ConfigError(
          `Configuration error: ${name} is missing (required with KAFKA_SASL_MECHANISM=${mechanism})`,
        );
    }
  } else {
    for (const name of ['KAFKA_SASL_USERNAME', 'KAFKA_SASL_PASSWORD'] as const) {
      if (config[name])
        throw new ConfigError(
          `Configuration error: KAFKA_SASL_MECHANISM is missing (${name} is set: plain, scram-sha-256 or scram-sha-512)`,
        );
    }
  }
  if (config.KAFKA_SSL_CA && !config.KAFKA_SSL)
    throw new ConfigError(
      'Configuration error: KAFKA_SSL is invalid (KAFKA_SSL_CA is set, so KAFKA_SSL must be true)',
    );
  if (mechanism === 'plain' && !config.KAFKA_SSL && config.NODE_ENV === 'production')
    throw new ConfigError(
      'Configuration error: KAFKA_SSL is invalid (KAFKA_SASL_MECHANISM=plain sends the password as is: set KAFKA_SSL=true in production)',
    );
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
