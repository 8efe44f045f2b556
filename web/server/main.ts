// First: the configuration the app's modules read when they load (configure.ts).
import { config } from './configure';
import { createServer } from 'node:http';
import { pino } from 'pino';
import { createHandler, type AppState } from './app';
import { installGatewayFetch } from './gateway-fetch';
import { loadTemplate } from './template';

// The storefront server (web/README.md, "Server-side rendering"): renders the shop's pages
// from the gateway's data. `node web/dist-server/main.js`.

/** How long a gateway call of a page may take before the page is rendered without it. */
const GATEWAY_TIMEOUT_MS = 5000;
/** SIGTERM: requests in flight get this long to finish. */
const DRAIN_MS = 10_000;

const log = pino({
  level: config.logLevel,
  base: { service: 'storefront' },
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
});

installGatewayFetch(config.gatewayUrl, GATEWAY_TIMEOUT_MS);
const template = loadTemplate(config.webDist);
const state: AppState = { draining: false };
const handle = createHandler(config, template, log, state);
const server = createServer((req, res) => void handle(req, res));
server.keepAliveTimeout = 65_000;

server.listen(config.port, () => {
  log.info(
    {
      port: config.port,
      gatewayUrl: config.gatewayUrl,
      publicUrl: config.publicUrl,
      webDist: config.webDist,
    },
    'storefront server listening',
  );
});

function shutdown(signal: string) {
  if (state.draining) return;
  state.draining = true;
  log.info({ signal }, 'draining');
  server.close(() => {
    log.info('stopped');
    process.exit(0);
  });
  server.closeIdleConnections();
  setTimeout(() => {
    log.warn('drain timed out, closing connections');
    server.closeAllConnections();
    process.exit(0);
  }, DRAIN_MS).unref();
}

process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
