import { writeFile } from 'node:fs/promises';
import fastifyMultipart from '@fastify/multipart';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { logger } from '@boutique/service-kit';
import { AppModule, GRAPHQL_PATH } from './app.module.js';
import { installCacheFastPath } from './catalogue-cache/cache-fast-path.js';
import { CatalogueCache } from './catalogue-cache/catalogue-cache.js';
import { registerCatalogueCacheHooks } from './catalogue-cache/rest-cache-hooks.js';
import {
  AllExceptionsFilter,
  frameworkErrors,
  registerFastifyErrorHandler,
} from './common/all-exceptions.filter.js';
import { registerGraphqlJsonOnly } from './common/graphql-guards.js';
import { registerCompression } from './common/compression.js';
import { guardedJsonParser } from './common/json-body.js';
import { GatewayNestLogger } from './common/nest-logger.js';
import { registerNulGuard } from './common/nul-guard.js';
import { registerRequestHooks } from './common/request-hooks.js';
import { registerSecurityHeaders } from './common/security-headers.js';
import { createValidationPipe } from './common/validation.js';
import type { GatewayConfig } from './config/gateway.config.js';
import { UNPREFIXED_HEALTH_PATHS } from './health/health.controller.js';
import { GatewayLifecycle } from './lifecycle/gateway-lifecycle.js';
import { WEBHOOK_PATH } from './payments/payments.api.js';
import { keepRawBody } from './payments/raw-body.js';
import { ApiThrottle, registerThrottleAnswer } from './rate-limit/api-throttle.js';
import { compileTrust } from './rate-limit/client-address.js';
import { registerFrontends } from './static/frontends.js';
import { registerMediaFiles } from './static/media-files.js';

export const API_PREFIX = 'api';
export const DOCS_PATH = 'api/docs';
/** JSON bodies above 1 MB are refused with 413. */
export const BODY_LIMIT = 1_048_576;

/**
 * The gateway installs its Fastify error handler itself (registerFastifyErrorHandler),
 * before any route exists, so routes capture it; Nest's own call would only replace it
 * after the routes captured the first one (and print FSTWRN004).
 */
class GatewayFastifyAdapter extends FastifyAdapter {
  override setErrorHandler(): ReturnType<FastifyAdapter['setErrorHandler']> {
    return this.getInstance();
  }
}

/** The OpenAPI document of the REST API (served at /api/docs-json, committed as openapi.json). */
export function buildOpenApiDocument(app: NestFastifyApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Saree boutique API')
    .setDescription(
      'REST API of the saree boutique gateway. Every answer has `success`; failures are ' +
        '`{ success: false, message }`. Signed-in calls carry `Authorization: Bearer <accessToken>`.',
    )
    .setVersion('1.0')
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' })
    .build();
  return SwaggerModule.createDocument(app, config);
}

/**
 * Creates the configured gateway (not listening): Fastify (logger off, 1 MB body limit,
 * trustProxy from TRUST_PROXY, keepAliveTimeout from KEEP_ALIVE_TIMEOUT_MS),
 * request-id/log/metric hooks, br/gzip answers, helmet and CSP, the frontends, /api prefix (health and
 * metrics outside it), validation, the error filter, Swagger, GraphQL. Used by main.ts,
 * the e2e tests and the OpenAPI tool.
 */
export async function createGatewayApp(config: GatewayConfig): Promise<NestFastifyApplication> {
  const log = logger();
  const adapter = new GatewayFastifyAdapter({
    logger: false,
    bodyLimit: BODY_LIMIT,
    // request.ip is X-Forwarded-For's client only behind a trusted proxy (rate limits).
    // The same trust function as the API throttle's (rate-limit/client-address.ts).
    trustProxy: compileTrust(config.TRUST_PROXY),
    // the router's own refusals (broken %-encoding, overlong parameter) in our envelope
    frameworkErrors,
    // Idle keep-alive connections outlive the proxy's (see KEEP_ALIVE_TIMEOUT_MS).
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_MS,
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    logger: new GatewayNestLogger(log),
    abortOnError: false,
  });
  const fastify = app.getHttpAdapter().getInstance();
  // br/gzip of every answer of 1 KB or more, on every route added from here on (onRoute):
  // all of them, Nest's come at app.init() (common/compression.ts, docs/compression.md).
  await registerCompression(app);
  registerRequestHooks(fastify, log);
  registerFastifyErrorHandler(fastify);
  // The payment webhook is verified over its exact bytes: that one route keeps them.
  const rawBodyRoutes = [`/${API_PREFIX}/${WEBHOOK_PATH}`];
  keepRawBody(fastify, rawBodyRoutes, BODY_LIMIT);
  // Hostile input (README "Hostile input"): JSON bodies checked for depth, key and item
  // counts and exponent numbers (not the webhook's) before they are parsed; a NUL anywhere
  // is 400 before any handler; GraphQL is POSTed as JSON only.
  app.useBodyParser(
    'application/json',
    { bodyLimit: BODY_LIMIT },
    guardedJsonParser(fastify, rawBodyRoutes),
  );
  registerNulGuard(fastify, GRAPHQL_PATH);
  registerGraphqlJsonOnly(fastify, GRAPHQL_PATH);
  const securityHeaders = registerSecurityHeaders(app, {
    publicUrl: config.PUBLIC_URL,
    graphiql: config.NODE_ENV !== 'production',
    adPixel: config.CSP_AD_PIXEL,
  });
  // Requests the API throttle refused (ApiThrottle.install, below) are answered here: 429.
  registerThrottleAnswer(fastify);
  // Cached catalogue reads are answered before Nest's pipeline: in-process hits in front
  // of Fastify (installCacheFastPath, below), shared (Redis) hits in an onRequest hook.
  const catalogueCache = app.get(CatalogueCache);
  registerCatalogueCacheHooks(fastify, catalogueCache);
  // multipart/form-data is parsed only where a handler asks for the file (the upload
  // routes, which set their own size limits); JSON routes keep the 1 MB JSON body limit.
  await app.register(fastifyMultipart, {
    limits: { fileSize: BODY_LIMIT, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
  });
  await registerMediaFiles(app, config.MEDIA_DIR);
  await registerFrontends(
    app,
    {
      web: { name: 'storefront', root: config.WEB_DIST, workspace: 'web' },
      admin: { name: 'admin console', root: config.ADMIN_DIST, workspace: 'admin-web' },
    },
    // pages rendered on the server (web/server), the client app's index.html as fallback
    config.STOREFRONT_URL
      ? { url: config.STOREFRONT_URL, timeoutMs: config.STOREFRONT_TIMEOUT_MS, log }
      : undefined,
  );

  app.setGlobalPrefix(API_PREFIX, { exclude: UNPREFIXED_HEALTH_PATHS });
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());
  // Not in production unless API_DOCS=true: the API's map is no business of the public.
  if (config.API_DOCS) {
    SwaggerModule.setup(DOCS_PATH, app, () => buildOpenApiDocument(app), {
      customSiteTitle: 'Saree boutique API',
    });
  }
  await app.init();
  installCacheFastPath(app.getHttpServer(), catalogueCache, { securityHeaders, log });
  // Outermost: the whole-API throttle counts every /api and /graphql request, cache hits too.
  app.get(ApiThrottle).install(app.getHttpServer());
  // Started: /health/ready answers 200 from now on (until SIGTERM, lifecycle/).
  app.get(GatewayLifecycle).markReady();
  return app;
}

/** Writes a JSON document with a trailing newline. */
export async function writeJson(path: string, value: unknown): Promise<void> {
  await writeFile(path, `${JSON.stringify(value, null, 2)}\n`);
}
