// The gateway's readiness is its own (real gateway, fake services): /health/ready does not
// follow the services (a stopped one must not take every gateway out of rotation), while
// /api/health still does; it is 503 once draining; idle keep-alive connections outlive a
// proxy's (KEEP_ALIVE_TIMEOUT_MS).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { GatewayLifecycle } from '../src/lifecycle/gateway-lifecycle.js';
import { startGateway, type Harness } from './fixtures/gateway-harness.js';
import { httpClient } from './fixtures/http.js';

describe('gateway readiness', () => {
  let gw: Harness;
  const { get } = httpClient(() => gw.baseUrl);

  before(async () => {
    gw = await startGateway({
      // notification is down (nothing listens on port 1)
      env: { SERVICE_HEALTH_URLS: 'notification=http://127.0.0.1:1/health/ready' },
    });
  });

  after(async () => {
    await gw?.stop();
  });

  it('/health/ready is this process alone: 200 although a service is down', async () => {
    const ready = await get('/health/ready');
    assert.equal(ready.status, 200);
    assert.deepEqual(ready.json, { success: true, status: 'ready' });
    assert.equal(ready.headers.get('cache-control'), 'no-store');
    assert.equal((await get('/health/live')).status, 200);
  });

  it('/api/health still reports every service: 503 with the one that is down', async () => {
    const api = await get('/api/health');
    assert.equal(api.status, 503);
    assert.deepEqual(api.json, {
      success: false,
      message: 'Service unavailable',
      services: { notification: 'unavailable' },
    });
  });

  it('idle keep-alive connections stay 65 s, longer than any proxy in front keeps them', () => {
    assert.equal(gw.app.getHttpServer().keepAliveTimeout, 65_000);
  });

  it('is 503 "Shutting down" once draining', async () => {
    gw.app.get(GatewayLifecycle).markDraining();
    const ready = await get('/health/ready');
    assert.equal(ready.status, 503);
    assert.deepEqual(ready.json, {
      success: false,
      message: 'Shutting down',
      status: 'draining',
    });
    assert.equal((await get('/health/live')).status, 200, 'still alive');
  });
});

describe('KEEP_ALIVE_TIMEOUT_MS', () => {
  let gw: Harness;

  before(async () => {
    gw = await startGateway({ env: { KEEP_ALIVE_TIMEOUT_MS: '70000' } });
  });

  after(async () => {
    await gw?.stop();
  });

  it('sets how long idle keep-alive connections stay', () => {
    assert.equal(gw.app.getHttpServer().keepAliveTimeout, 70_000);
  });
});
