import 'reflect-metadata';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createLogger, flushTracing, initMetrics, startTracing } from '@boutique/service-kit';
import { createGatewayApp } from './app-setup.js';
import { CartClient } from './clients/cart.client.js';
import { CatalogueClient } from './clients/catalogue.client.js';
import { IdentityClient } from './clients/identity.client.js';
import { OrderClient } from './clients/order.client.js';
import { PaymentClient } from './clients/payment.client.js';
import { loadGatewayConfig } from './config/gateway.config.js';
import { prepareGracefulShutdown } from './lifecycle/graceful-shutdown.js';

const config = loadGatewayConfig();
const log = createLogger(config.SERVICE_NAME, config.LOG_LEVEL);
initMetrics(config.SERVICE_NAME);
// Only with OTEL_EXPORTER_OTLP_ENDPOINT: each request's server span, its gRPC calls' spans.
await startTracing(config.SERVICE_NAME, undefined, log);

let app: NestFastifyApplication;
let shutdown: ReturnType<typeof prepareGracefulShutdown>;
try {
  app = await createGatewayApp(config);
  shutdown = prepareGracefulShutdown(app, config);
  await app.listen({ port: config.PORT, host: '0.0.0.0' });
} catch (error) {
  log.fatal({ err: error }, `gateway failed to start: ${(error as Error).message}`);
  process.exit(1);
}
log.info({ port: config.PORT, publicUrl: config.PUBLIC_URL }, 'gateway started');
// Open the service channels now so the first request does not pay for it.
for (const client of [
  app.get(IdentityClient),
  app.get(CatalogueClient),
  app.get(CartClient),
  app.get(OrderClient),
  app.get(PaymentClient),
]) {
  client.waitForReady(5000).catch(() => undefined);
}

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'gateway stopping');
    // Readiness 503, the HTTP drain (no new connections, requests in flight finish, the
    // proxy's idle connections left to it), then app.close(): shutdown hooks, gRPC channels.
    shutdown()
      .then(() => flushTracing())
      .then(() => {
        log.info('gateway stopped');
        process.exit(0);
      })
      .catch((error: unknown) => {
        log.error({ err: error }, 'error while stopping');
        process.exit(1);
      });
  });
}
