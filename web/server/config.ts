import { fileURLToPath } from 'node:url';

// The storefront server's environment (web/README.md, "Server-side rendering"): every
// process.env read of the server is here (configure.ts hands it on).

export type ServerConfig = {
  /** HTTP_PORT: where pages are served (default 9108). */
  port: number;
  /** GATEWAY_URL: the gateway the pages' data is read from, like a browser does. */
  gatewayUrl: string;
  /** PUBLIC_URL: the origin shoppers see; canonical URLs, Open Graph and the sitemap use it. */
  publicUrl: string;
  /** WEB_DIST: the client build (index.html template, .vite/manifest.json, assets). */
  webDist: string;
  /** LOG_LEVEL: pino's level (default info). */
  logLevel: string;
};

/** The gateway the pages' data is read from when GATEWAY_URL is not set. */
const DEFAULT_GATEWAY_URL = 'http://127.0.0.1:8080';
/** The public origin when PUBLIC_URL is not set. */
const DEFAULT_PUBLIC_URL = 'http://localhost:8080';

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function origin(name: string, value: string | undefined, fallback: string): string {
  const text = value?.trim() || fallback;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`Invalid storefront server configuration: ${name} must be an http(s) URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`Invalid storefront server configuration: ${name} must be an http(s) URL`);
  }
  return url.origin;
}

/** The default client build: web/dist beside this server's web/dist-server. */
const DEFAULT_WEB_DIST = fileURLToPath(new URL('../dist', import.meta.url));

export function readConfig(env: Record<string, string | undefined>): ServerConfig {
  const portText = env.HTTP_PORT?.trim() || '9108';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port < 1 || port > 65535) {
    throw new Error(
      'Invalid storefront server configuration: HTTP_PORT must be a port number (1-65535)',
    );
  }
  const logLevel = env.LOG_LEVEL?.trim() || 'info';
  if (!LEVELS.includes(logLevel)) {
    throw new Error(
      `Invalid storefront server configuration: LOG_LEVEL must be one of ${LEVELS.join(', ')}`,
    );
  }
  return {
    port,
    gatewayUrl: origin('GATEWAY_URL', env.GATEWAY_URL, DEFAULT_GATEWAY_URL),
    publicUrl: origin('PUBLIC_URL', env.PUBLIC_URL, DEFAULT_PUBLIC_URL),
    webDist: env.WEB_DIST?.trim() || DEFAULT_WEB_DIST,
    logLevel,
  };
}
