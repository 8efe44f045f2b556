// A gateway whose storefront is not built still starts and explains itself.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startGateway, type Harness } from './fixtures/gateway-harness.js';

let gw: Harness;

before(async () => {
  gw = await startGateway({ webBuilt: false });
});

after(async () => {
  await gw?.stop();
});

describe('a missing frontend build', () => {
  it('answers a 503 page naming what to build', async () => {
    const response = await fetch(`${gw.baseUrl}/shop/home`, { headers: { accept: 'text/html' } });
    assert.equal(response.status, 503);
    assert.match(response.headers.get('content-type') ?? '', /text\/html/);
    const html = await response.text();
    assert.match(html, /storefront is not built/);
    assert.match(html, /npm run build -w web/);
  });

  it('does not affect the API or the other frontend', async () => {
    const health = await fetch(`${gw.baseUrl}/health/live`);
    assert.equal(health.status, 200);
    const admin = await fetch(`${gw.baseUrl}/admin/dashboard`, {
      headers: { accept: 'text/html' },
    });
    assert.equal(admin.status, 200);
    assert.match(await admin.text(), /Admin console/);
  });
});
