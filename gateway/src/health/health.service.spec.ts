import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { parseGatewayConfig } from '../config/gateway.config.js';
import { HealthService } from './health.service.js';

let servers: Server[] = [];
const hits: Record<string, number> = {};

function listen(name: string, status: number | 'hang'): Promise<string> {
  const server = createServer((_request, response) => {
    hits[name] = (hits[name] ?? 0) + 1;
    if (status === 'hang') return;
    response.writeHead(status).end('{}');
  });
  servers.push(server);
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/health/ready`);
    }),
  );
}

function service(targets: Record<string, string>) {
  return new HealthService(
    parseGatewayConfig({
      IDENTITY_GRPC_URL: '127.0.0.1:1',
      JWT_SECRET: 'x'.repeat(32),
      SERVICE_HEALTH_URLS: Object.entries(targets)
        .map(([name, url]) => `${name}=${url}`)
        .join(','),
    }),
  );
}

const urls: Record<string, string> = {};

before(async () => {
  urls.ok = await listen('ok', 200);
  urls.ok2 = await listen('ok2', 200);
  urls.down = await listen('down', 503);
  urls.hang = await listen('hang', 'hang');
});

after(() => {
  for (const server of servers) server.closeAllConnections();
  for (const server of servers) server.close();
  servers = [];
});

describe('HealthService', () => {
  it('is ready when every service answers 200', async () => {
    const result = await service({ identity: urls.ok, notification: urls.ok2 }).readiness();
    assert.deepEqual(result, { ready: true, services: { identity: 'ok', notification: 'ok' } });
  });

  it('is not ready when one answers otherwise or not at all', async () => {
    const result = await service({
      identity: urls.ok,
      notification: urls.down,
      catalogue: 'http://127.0.0.1:1/health/ready',
    }).readiness();
    assert.deepEqual(result, {
      ready: false,
      services: { identity: 'ok', notification: 'unavailable', catalogue: 'unavailable' },
    });
  });

  it('gives up on a service after 2 s, probing in parallel', async () => {
    const started = Date.now();
    const result = await service({ identity: urls.hang, other: urls.hang }).readiness();
    const took = Date.now() - started;
    assert.deepEqual(result.services, { identity: 'unavailable', other: 'unavailable' });
    assert.ok(took >= 1900 && took < 3500, `took ${took} ms`);
  });

  it('shares one probe round for 1 s', async () => {
    const health = service({ identity: urls.ok });
    const before = hits.ok ?? 0;
    const now = Date.now();
    await Promise.all([
      health.readiness(now),
      health.readiness(now + 10),
      health.readiness(now + 900),
    ]);
    assert.equal((hits.ok ?? 0) - before, 1);
    await health.readiness(now + 1001);
    assert.equal((hits.ok ?? 0) - before, 2);
  });

  it('with no services configured it is ready', async () => {
    assert.deepEqual(await service({}).readiness(), { ready: true, services: {} });
  });
});
