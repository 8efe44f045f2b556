import { createRequire } from 'node:module';
import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/** The content security policy of every page (antd needs inline styles; Razorpay checkout). */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  scriptSrc: ["'self'", 'https://checkout.razorpay.com'],
  frameSrc: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connectSrc: ["'self'", 'https://lumberjack.razorpay.com', 'https://api.razorpay.com'],
  styleSrc: ["'self'", "'unsafe-inline'"],
};

/**
 * What the ad pixel (web/src/lib/tracking.ts, when the storefront is built with
 * VITE_PIXEL_ID) needs on top: its script, and the origins its events go to.
 */
export const AD_PIXEL_CSP = {
  scriptSrc: ['https://connect.facebook.net'],
  imgSrc: ['https://www.facebook.com'],
  connectSrc: ['https://www.facebook.com', 'https://connect.facebook.net'],
};

/** GraphiQL (development only) loads its bundle from unpkg.com. */
const GRAPHIQL_CSP =
  "default-src 'self'; img-src 'self' data: blob:; script-src 'self' https://unpkg.com; " +
  "style-src 'self' 'unsafe-inline' https://unpkg.com; connect-src 'self'; font-src 'self' data: https:; " +
  "worker-src 'self'; frame-ancestors 'self'; object-src 'none'; base-uri 'self'";

/**
 * The helmet options of the gateway; upgrade-insecure-requests and HSTS only over https;
 * the ad pixel's origins only when `adPixel`.
 */
export function helmetOptions(publicUrl: string, adPixel = false): FastifyHelmetOptions {
  const https = publicUrl.startsWith('https:');
  const directives = adPixel
    ? {
        ...CSP_DIRECTIVES,
        scriptSrc: [...CSP_DIRECTIVES.scriptSrc, ...AD_PIXEL_CSP.scriptSrc],
        imgSrc: [...CSP_DIRECTIVES.imgSrc, ...AD_PIXEL_CSP.imgSrc],
        connectSrc: [...CSP_DIRECTIVES.connectSrc, ...AD_PIXEL_CSP.connectSrc],
      }
    : CSP_DIRECTIVES;
  return {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: { ...directives, upgradeInsecureRequests: https ? [] : null },
    },
    // Razorpay's checkout may open popups that talk back to the page.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  };
}

type Middleware = (req: unknown, res: unknown, next: (error?: unknown) => void) => void;

/**
 * The headers helmet sets for `options`, computed once. @fastify/helmet in global mode
 * builds a new helmet middleware (re-parsing the CSP) on every request, about a tenth of
 * the gateway's CPU on the hot path; the headers do not depend on the request, so the
 * gateway runs the same helmet (the one @fastify/helmet depends on) once at start.
 */
export function computeHelmetHeaders(options: FastifyHelmetOptions): Record<string, string> {
  const requireFromPlugin = createRequire(import.meta.resolve('@fastify/helmet'));
  const helmet = requireFromPlugin('helmet') as { default: (options: object) => Middleware };
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
    getHeader: (name: string) => headers[name.toLowerCase()],
  };
  helmet.default(options)({ method: 'GET', url: '/', headers: {} }, response, (error) => {
    if (error) throw error instanceof Error ? error : new Error('helmet failed');
  });
  return headers;
}

/**
 * Security headers and the CSP on every response: helmet's headers (the helmet that
 * @fastify/helmet wraps, same options), computed once and set by one light onRequest hook.
 * Registering @fastify/helmet itself costs a new helmet per request in global mode (~10%
 * of the hot path's CPU) and an async hook per request even when not global (~5%).
 * Answers the headers (the catalogue cache's fast path sends the same).
 */
export function registerSecurityHeaders(
  app: NestFastifyApplication,
  options: { publicUrl: string; graphiql: boolean; adPixel: boolean },
): Record<string, string> {
  const headers = computeHelmetHeaders(helmetOptions(options.publicUrl, options.adPixel));
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  if (options.graphiql) {
    fastify.addHook('onSend', (request, reply, payload, done) => {
      if (request.url.startsWith('/graphiql'))
        reply.header('content-security-policy', GRAPHIQL_CSP);
      done(null, payload);
    });
  }
  return headers;
}
