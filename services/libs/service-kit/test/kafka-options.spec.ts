// The Kafka variables of a managed cluster mapped to kafkajs's ssl and sasl options, and
// the configuration errors they stop a process with (one line naming the variable).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { z } from 'zod';
import {
  baseServiceConfigSchema,
  ConfigError,
  kafkaConfigShape,
  parseConfig,
} from '../src/config/config.js';
import {
  checkKafkaConfig,
  kafkaConnectionOptions,
  refineKafkaConfig,
} from '../src/events/kafka-options.js';

const base = {
  SERVICE_NAME: 'order',
  DATABASE_URL: 'postgres://u:p@localhost:5432/order',
  HTTP_PORT: '9104',
  KAFKA_BROKERS: 'b-1.kafka.example.com:9096',
};
/** What a service does at start: its schema, then the rules across the Kafka variables. */
const parse = (env: Record<string, string>) => {
  const config = parseConfig(baseServiceConfigSchema, { ...base, ...env });
  checkKafkaConfig(config);
  return config;
};
const PEM = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n';

describe('Kafka connection options', () => {
  it('connects in plain text without SASL when nothing is set', () => {
    assert.deepEqual(kafkaConnectionOptions(parse({})), {});
  });

  it('maps each SASL mechanism with its credentials', () => {
    for (const mechanism of ['plain', 'scram-sha-256', 'scram-sha-512'] as const) {
      const options = kafkaConnectionOptions(
        parse({
          KAFKA_SASL_MECHANISM: mechanism,
          KAFKA_SASL_USERNAME: 'boutique',
          KAFKA_SASL_PASSWORD: 's3cret',
          KAFKA_SSL: 'true',
        }),
      );
      assert.deepEqual(options, {
        ssl: true,
        sasl: { mechanism, username: 'boutique', password: 's3cret' },
      });
    }
  });

  it('trusts the given CA, as PEM text or a file', () => {
    assert.deepEqual(kafkaConnectionOptions(parse({ KAFKA_SSL: 'true', KAFKA_SSL_CA: PEM })), {
      ssl: { ca: [PEM], rejectUnauthorized: true },
    });
    const read: string[] = [];
    const options = kafkaConnectionOptions(
      parse({ KAFKA_SSL: 'true', KAFKA_SSL_CA: '/etc/kafka/ca.pem' }),
      (path) => (read.push(path), PEM),
    );
    assert.deepEqual(read, ['/etc/kafka/ca.pem']);
    assert.deepEqual(options.ssl, { ca: [PEM], rejectUnauthorized: true });
  });

  it('takes empty variables as unset', () => {
    const config = parse({ KAFKA_SASL_MECHANISM: '', KAFKA_SSL: '', KAFKA_SSL_CA: '' });
    assert.deepEqual(kafkaConnectionOptions(config), {});
  });

  it('stops with one line naming what is wrong', () => {
    const cases: [Record<string, string>, RegExp][] = [
      [
        { KAFKA_SASL_MECHANISM: 'scram-sha-512' },
        /^Configuration error: KAFKA_SASL_USERNAME is missing \(required with KAFKA_SASL_MECHANISM=scram-sha-512\)$/,
      ],
      [
        { KAFKA_SASL_MECHANISM: 'scram-sha-256', KAFKA_SASL_USERNAME: 'boutique' },
        /^Configuration error: KAFKA_SASL_PASSWORD is missing/,
      ],
      [
        { KAFKA_SASL_USERNAME: 'boutique', KAFKA_SASL_PASSWORD: 's3cret' },
        /^Configuration error: KAFKA_SASL_MECHANISM is missing \(KAFKA_SASL_USERNAME is set/,
      ],
      [{ KAFKA_SASL_MECHANISM: 'gssapi' }, /^Configuration error: KAFKA_SASL_MECHANISM is invalid/],
      [{ KAFKA_SSL: 'yes' }, /^Configuration error: KAFKA_SSL is invalid/],
      [{ KAFKA_SSL_CA: PEM }, /^Configuration error: KAFKA_SSL is invalid \(KAFKA_SSL_CA is set/],
      [
        {
          NODE_ENV: 'production',
          KAFKA_SASL_MECHANISM: 'plain',
          KAFKA_SASL_USERNAME: 'boutique',
          KAFKA_SASL_PASSWORD: 's3cret',
        },
        /^Configuration error: KAFKA_SSL is invalid \(KAFKA_SASL_MECHANISM=plain sends the password as is/,
      ],
    ];
    for (const [env, message] of cases) {
      assert.throws(
        () => parse(env),
        (error: unknown) =>
          error instanceof ConfigError &&
          message.test(error.message) &&
          !error.message.includes('\n'),
        JSON.stringify(env),
      );
    }
  });

  it('reports the same rules through a schema that spreads the variables (the gateway)', () => {
    const schema = z
      .object({ NODE_ENV: z.string().optional(), ...kafkaConfigShape })
      .superRefine(refineKafkaConfig);
    assert.throws(
      () => parseConfig(schema, { KAFKA_SASL_MECHANISM: 'plain', KAFKA_SASL_PASSWORD: 's3cret' }),
      (error: unknown) =>
        error instanceof ConfigError &&
        error.message ===
          'Configuration error: KAFKA_SASL_USERNAME is missing (required with KAFKA_SASL_MECHANISM=plain)',
    );
    assert.equal(parseConfig(schema, { KAFKA_SSL: 'true' }).KAFKA_SSL, true);
  });

  it('stops with one line when the CA file cannot be read', () => {
    assert.throws(
      () => kafkaConnectionOptions(parse({ KAFKA_SSL: 'true', KAFKA_SSL_CA: '/nowhere/ca.pem' })),
      (error: unknown) =>
        error instanceof ConfigError &&
        /^Configuration error: KAFKA_SSL_CA is invalid \(cannot read \/nowhere\/ca.pem/.test(
          error.message,
        ),
    );
  });
});
