import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { describe, it } from 'node:test';
import { ConfigError } from '@boutique/service-kit';
import { PACKAGE_DIR, parseGatewayConfig } from './gateway.config.js';

const base = {
  IDENTITY_GRPC_URL: '127.0.0.1:50051',
  JWT_SECRET: 'a'.repeat(32),
};

describe('gateway configuration', () => {
  it('has the contract defaults', () => {
    const config = parseGatewayConfig(base);
    assert.equal(config.NODE_ENV, 'development');
    assert.equal(config.SERVICE_NAME, 'gateway');
    assert.equal(config.PORT, 8080);
    assert.equal(config.LOG_LEVEL, 'info');
    assert.equal(config.WEB_DIST, resolve(PACKAGE_DIR, '..', 'web', 'dist'));
    assert.equal(config.ADMIN_DIST, resolve(PACKAGE_DIR, '..', 'admin-web', 'dist'));
    assert.equal(config.PUBLIC_URL, 'http://localhost:8080');
    assert.deepEqual(config.SERVICE_HEALTH_URLS, []);
    assert.equal(config.REDIS_URL, undefined);
    assert.equal(config.KAFKA_SSL, false);
    assert.equal(config.KAFKA_SASL_MECHANISM, undefined);
  });

  it('takes each <NAME>_GRPC_URL as host:port, dns:///host:port or a list of replicas', () => {
    const config = parseGatewayConfig({
      ...base,
      IDENTITY_GRPC_URL: 'dns:///identity.boutique.svc.cluster.local:50051',
      ORDER_GRPC_URL: '127.0.0.1:50054,127.0.0.1:50254',
      CART_GRPC_URL: 'cart:50053',
      NODE_ENV: 'production',
      SERVICE_AUTH_SECRET: 's'.repeat(32),
    });
    assert.equal(config.IDENTITY_GRPC_URL, 'dns:///identity.boutique.svc.cluster.local:50051');
    assert.equal(config.ORDER_GRPC_URL, '127.0.0.1:50054,127.0.0.1:50254');
    assert.equal(config.SERVICE_AUTH_SECRET, 's'.repeat(32));
  });

  it('parses SERVICE_HEALTH_URLS as name=url pairs', () => {
    const config = parseGatewayConfig({
      ...base,
      SERVICE_HEALTH_URLS:
        'identity=http://127.0.0.1:9101/health/ready, notification=http://127.0.0.1:9107/health/ready',
    });
    assert.deepEqual(config.SERVICE_HEALTH_URLS, [
      { name: 'identity', url: 'http://127.0.0.1:9101/health/ready' },
      { name: 'notification', url: 'http://127.0.0.1:9107/health/ready' },
    ]);
  });

  it('names the variable of a bad or missing value', () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ JWT_SECRET: base.JWT_SECRET }, /IDENTITY_GRPC_URL is missing/],
      [{ ...base, JWT_SECRET: 'short' }, /JWT_SECRET is invalid/],
      [{ IDENTITY_GRPC_URL: base.IDENTITY_GRPC_URL }, /JWT_SECRET is missing/],
      [{ ...base, IDENTITY_GRPC_URL: 'http://x' }, /IDENTITY_GRPC_URL is invalid/],
      [{ ...base, SERVICE_HEALTH_URLS: 'identity' }, /SERVICE_HEALTH_URLS is invalid/],
      [{ ...base, PORT: 'eighty' }, /PORT is invalid/],
      [
        { ...base, KAFKA_SASL_MECHANISM: 'scram-sha-512', KAFKA_SASL_PASSWORD: 'p' },
        /^Configuration error: KAFKA_SASL_USERNAME is missing \(required with KAFKA_SASL_MECHANISM=scram-sha-512\)$/,
      ],
      [{ ...base, KAFKA_SSL: 'yes' }, /KAFKA_SSL is invalid/],
      [
        { ...base, NODE_ENV: 'production' },
        /^Configuration error: SERVICE_AUTH_SECRET is missing \(required in production/,
      ],
      [{ ...base, SERVICE_AUTH_SECRET: 'short' }, /SERVICE_AUTH_SECRET is invalid/],
      [{ ...base, ORDER_GRPC_URL: 'order' }, /ORDER_GRPC_URL is invalid \(expected host:port/],
    ];
    for (const [env, message] of cases) {
      assert.throws(
        () => parseGatewayConfig(env),
        (error: unknown) => {
          assert.ok(error instanceof ConfigError);
          assert.match(error.message, message);
          return true;
        },
      );
    }
  });
});
