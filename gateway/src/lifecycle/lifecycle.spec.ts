// The gateway's own readiness (/health/ready from its lifecycle, Redis reported but never
// required) and the drain settings checked at start.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { FastifyReply } from 'fastify';
import { ConfigError } from '@boutique/service-kit';
import { parseGatewayConfig } from '../config/gateway.config.js';
import { HealthController } from '../health/health.controller.js';
import type { HealthService } from '../health/health.service.js';
import { Limiters } from '../rate-limit/limiters.js';
import { GatewayLifecycle } from './gateway-lifecycle.js';

const BASE = { IDENTITY_GRPC_URL: '127.0.0.1:1', JWT_SECRET: 'x'.repeat(32) };

function reply() {
  const sent = { status: 200 };
  const fake = {
    code(status: number) {
      sent.status = status;
      return fake;
    },
  };
  return { sent, reply: fake as unknown as FastifyReply };
}

function controller(lifecycle: GatewayLifecycle, limiters = new Limiters()) {
  const services = {
    readiness: () => assert.fail('/health/ready must not ask the services'),
  } as unknown as HealthService;
  return new HealthController(services, lifecycle, limiters);
}

describe('/health/ready', () => {
  it('follows the lifecycle: starting 503, ready 200, draining 503', () => {
    const lifecycle = new GatewayLifecycle();
    const health = controller(lifecycle);
    const answers: unknown[] = [];
    for (const step of [
      () => undefined,
      () => lifecycle.markReady(),
      () => lifecycle.markDraining(),
    ]) {
      step();
      const { sent, reply: r } = reply();
      answers.push([sent, health.ready(r)]);
    }
    assert.deepEqual(answers, [
      [{ status: 503 }, { success: false, message: 'Starting', status: 'starting' }],
      [{ status: 200 }, { success: true, status: 'ready' }],
      [{ status: 503 }, { success: false, message: 'Shutting down', status: 'draining' }],
    ]);
    lifecycle.markReady();
    assert.equal(lifecycle.state, 'draining', 'a draining gateway never becomes ready again');
  });

  it('reports Redis (REDIS_URL) without needing it: every replica shares it', async () => {
    const limiters = new Limiters({ redisUrl: 'redis://127.0.0.1:1' });
    try {
      const lifecycle = new GatewayLifecycle();
      lifecycle.markReady();
      const { sent, reply: r } = reply();
      assert.deepEqual(controller(lifecycle, limiters).ready(r), {
        success: true,
        status: 'ready',
        redis: 'unavailable',
      });
      assert.equal(sent.status, 200);
    } finally {
      await limiters.close();
    }
  });
});

describe('drain settings', () => {
  it('defaults: idle keep-alive 65 s, drain 10 s, no proxy', () => {
    const config = parseGatewayConfig(BASE);
    assert.equal(config.KEEP_ALIVE_TIMEOUT_MS, 65_000);
    assert.equal(config.SHUTDOWN_TIMEOUT_MS, 10_000);
    assert.equal(config.PROXY_KEEPALIVE_TIMEOUT_MS, undefined);
    assert.equal(
      parseGatewayConfig({ ...BASE, PROXY_KEEPALIVE_TIMEOUT_MS: '5000' })
        .PROXY_KEEPALIVE_TIMEOUT_MS,
      5000,
    );
  });

  it('refuses a proxy that keeps idle connections as long as the gateway or longer than the drain', () => {
    assert.throws(
      () => parseGatewayConfig({ ...BASE, PROXY_KEEPALIVE_TIMEOUT_MS: '65000' }),
      (error: Error) =>
        error instanceof ConfigError &&
        error.message ===
          'Configuration error: PROXY_KEEPALIVE_TIMEOUT_MS is invalid (must be at least 1000 ms below KEEP_ALIVE_TIMEOUT_MS (65000))',
    );
    assert.throws(
      () => parseGatewayConfig({ ...BASE, PROXY_KEEPALIVE_TIMEOUT_MS: '9500' }),
      /SHUTDOWN_TIMEOUT_MS is missing \(must be at least 1000 ms above PROXY_KEEPALIVE_TIMEOUT_MS \(9500\)\)/,
    );
    assert.throws(
      () =>
        parseGatewayConfig({
          ...BASE,
          PROXY_KEEPALIVE_TIMEOUT_MS: '5000',
          SHUTDOWN_TIMEOUT_MS: '3000',
        }),
      /SHUTDOWN_TIMEOUT_MS is invalid/,
    );
  });
});
