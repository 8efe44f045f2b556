import helmet from '@fastify/helmet';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/** The content security policy of every page (antd needs inline styles; Razorpay checkout). */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  scriptSrc: ["'self'", 'https://checkout.razorpay.com'],
  frameSrc: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connectSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
};

/** GraphiQL (development only) loads its bundle from unpkg.com. */
const GRAPHIQL_CSP =
  "default-src 'self'; img-src 'self' data: blob:; script-src 'self' https://unpkg.com; " +
  "style-src 'self' 'unsafe-inline' https://unpkg.com; connect-src 'self'; font-src 'self' data: https:; " +
  "worker-src 'self'; frame-ancestors 'self'; object-src 'none'; base-uri 'self'";

/**
 * Security headers (helmet) and the CSP on every response. upgrade-insecure-requests is
 * only sent when the public origin is https (it breaks plain-http local runs).
 */
export async function registerSecurityHeaders(
  app: NestFastifyApplication,
  options: { publicUrl: string; graphiql: boolean },
): Promise<void> {
  const https = options.publicUrl.startsWith('https:');
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: true,
      directives: { ...CSP_DIRECTIVES, upgradeInsecureRequests: https ? [] : null },
    },
    // Razorpay's checkout may open popups that talk back to the page.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  if (options.graphiql) {
    app
      .getHttpAdapter()
      .getInstance()
      .addHook('onSend', (request, reply, payload, done) => {
        if (request.url.startsWith('/graphiql'))
          reply.header('content-security-policy', GRAPHIQL_CSP);
        done(null, payload);
      });
  }
}
