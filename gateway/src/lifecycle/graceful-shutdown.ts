import { setTimeout as sleep } from 'node:timers/promises';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { logger } from '@boutique/service-kit';
import type { GatewayConfig } from '../config/gateway.config.js';
import { GatewayLifecycle } from './gateway-lifecycle.js';
import { HttpDrain, type DrainResult } from './http-drain.js';

/** How long app.close() (gRPC channels, Redis, the bus) may take once the drain is over. */
export const CLOSE_TIMEOUT_MS = 5000;

/**
 * Prepares the gateway's stop on SIGTERM (call after createGatewayApp, before listen) and
 * returns it: readiness 503 at once, then the HTTP drain (http-drain.ts: no new
 * connections, `Connection: close` on every answer, requests in flight finish, the proxy's
 * idle connections left to it for PROXY_KEEPALIVE_TIMEOUT_MS, all within
 * SHUTDOWN_TIMEOUT_MS), then app.close() (Fastify, the gRPC channels, Redis, the bus;
 * at most CLOSE_TIMEOUT_MS).
 * Calling it again returns the same stop.
 */
export function prepareGracefulShutdown(
  app: NestFastifyApplication,
  config: Pick<GatewayConfig, 'PROXY_KEEPALIVE_TIMEOUT_MS' | 'SHUTDOWN_TIMEOUT_MS'>,
): () => Promise<DrainResult> {
  const drain = new HttpDrain(app.getHttpServer(), {
    proxyKeepAliveTimeoutMs: config.PROXY_KEEPALIVE_TIMEOUT_MS,
    shutdownTimeoutMs: config.SHUTDOWN_TIMEOUT_MS,
  });
  const lifecycle = app.get(GatewayLifecycle);
  let stopping: Promise<DrainResult> | undefined;
  return () =>
    (stopping ??= (async () => {
      const log = logger();
      lifecycle.markDraining();
      log.info(
        {
          connections: drain.openConnections,
          proxyKeepAliveTimeoutMs: config.PROXY_KEEPALIVE_TIMEOUT_MS ?? null,
          shutdownTimeoutMs: config.SHUTDOWN_TIMEOUT_MS,
        },
        'gateway draining: not ready, no new connections, requests in flight finish',
      );
      const result = await drain.drain();
      if (result.forced > 0)
        log.warn(result, 'connections still open at SHUTDOWN_TIMEOUT_MS were closed');
      else log.info(result, 'gateway drained');
      // Nothing is served any more; a client that cannot close (Redis unreachable: ioredis
      // waits for it to QUIT) must not keep the process until the orchestrator's SIGKILL.
      const closed = await Promise.race([
        app.close().then(() => true),
        sleep(CLOSE_TIMEOUT_MS, false, { ref: false }),
      ]);
      if (!closed)
        log.warn(`closing the clients took over ${CLOSE_TIMEOUT_MS} ms; stopping anyway`);
      return result;
    })());
}
