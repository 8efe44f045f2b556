// System spec: every metric the Grafana dashboards and Prometheus alert rules of
// infra/observability read is served on /metrics by the running stack's processes (the
// gateway on BASE_URL, each service on its health port: services.ts's port plus the test
// stack's offset). Env (given by `npm test`): BASE_URL.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TEST_SETTINGS } from '../../src/cli/test.js';
import { GATEWAY, portsOf, SERVICES, STOREFRONT } from '../../src/services.js';
import { allExpressions, exposedFamilies, missingMetrics } from '../observability/promql.js';

const BASE_URL = process.env.BASE_URL?.replace(/\/$/, '');
const skip = BASE_URL ? false : 'BASE_URL is set by `npm test` (system step)';

/** The stack's service port offset, from the gateway port it runs on (TEST_SLOT moves both). */
function portOffset(): number {
  const port = Number(new URL(BASE_URL!).port);
  return TEST_SETTINGS.stack.portOffset + (port - TEST_SETTINGS.stack.port);
}

async function metricsOf(url: string): Promise<string> {
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  assert.equal(response.status, 200, `${url}: ${response.status}`);
  return response.text();
}

describe('dashboards and alerts against the running processes (system)', { skip }, () => {
  it('every metric they read is served on /metrics by the gateway or a service', async () => {
    const offset = portOffset();
    // the storefront server renders pages and serves no /metrics (its health is its signal)
    const targets = SERVICES.filter((definition) => definition.name !== STOREFRONT).map(
      (definition) =>
        definition.name === GATEWAY
          ? { name: GATEWAY, url: `${BASE_URL}/metrics` }
          : {
              name: definition.name,
              url: `http://127.0.0.1:${portsOf(definition, offset, 0).httpPort}/metrics`,
            },
    );
    const families = new Map<string, string>();
    const served: string[] = [];
    for (const target of targets) {
      const exposition = await metricsOf(target.url);
      const own = exposedFamilies(exposition);
      assert.ok(own.size > 0, `${target.name} serves metrics`);
      assert.match(exposition, new RegExp(`service="${target.name}"`), target.name);
      for (const [name, type] of own) families.set(name, type);
      served.push(target.name);
    }
    assert.deepEqual(
      served.sort(),
      SERVICES.filter((s) => s.name !== STOREFRONT)
        .map((s) => s.name)
        .sort(),
    );

    const expressions = allExpressions();
    assert.ok(expressions.length > 30, `expressions read: ${expressions.length}`);
    assert.deepEqual(missingMetrics(expressions, families), []);
  });

  it('the consumer gauges report the subscriptions of the running services', async () => {
    const offset = portOffset();
    const notification = SERVICES.find((s) => s.name === 'notification')!;
    const exposition = await metricsOf(
      `http://127.0.0.1:${portsOf(notification, offset, 0).httpPort}/metrics`,
    );
    assert.match(exposition, /^events_consumer_lag\{[^}]*group="notification"/m);
    assert.match(exposition, /^events_dead_letters\{[^}]*group="notification"/m);
  });
});
