import { createServer, type Server } from 'node:http';
import { registry } from '../metrics/metrics.js';

/** A named readiness check: resolves true when the dependency is usable. */
export type ReadinessCheck = { name: string; check: () => Promise<boolean> };

/** Runs the checks with a timeout each; returns which passed. */
export async function runChecks(checks: ReadinessCheck[], timeoutMs = 2000) {
  const results = await Promise.all(
    checks.map(async ({ name, check }) => {
      const timeout = new Promise<boolean>((resolve) =>
        setTimeout(() => resolve(false), timeoutMs).unref(),
      );
      const ok = await Promise.race([check().catch(() => false), timeout]);
      return [name, ok] as const;
    }),
  );
  return { ready: results.every(([, ok]) => ok), checks: Object.fromEntries(results) };
}

export interface HealthServerOptions {
  /**
   * True once the process is stopping (SIGTERM): /health/ready then answers 503
   * `{ status: 'draining' }` at once, without running the checks, so an orchestrator
   * takes the replica out of rotation while it finishes what it started.
   */
  draining?: () => boolean;
}

/**
 * The small HTTP server every service process has beside its gRPC port:
 * GET /health/live (the process runs), /health/ready (its own dependencies answer: the
 * checks given, never another service), /metrics.
 */
export function startHealthServer(
  port: number,
  checks: ReadinessCheck[],
  options: HealthServerOptions = {},
): Promise<Server> {
  const server = createServer((request, response) => {
    const send = (code: number, body: unknown, type = 'application/json') => {
      response.writeHead(code, { 'content-type': type, 'cache-control': 'no-store' });
      response.end(typeof body === 'string' ? body : JSON.stringify(body));
    };
    const path = (request.url ?? '/').split('?')[0];
    if (request.method !== 'GET')
      return send(405, { success: false, message: 'Method not allowed' });
    if (path === '/health/live') return send(200, { status: 'ok' });
    if (path === '/health/ready') {
      if (options.draining?.()) return send(503, { status: 'draining', checks: {} });
      void runChecks(checks).then(({ ready, checks: detail }) =>
        send(ready ? 200 : 503, { status: ready ? 'ok' : 'unavailable', checks: detail }),
      );
      return;
    }
    if (path === '/metrics') {
      void registry.metrics().then((text) => send(200, text, registry.contentType));
      return;
    }
    send(404, { success: false, message: 'Not found' });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '0.0.0.0', () => resolve(server));
  });
}
