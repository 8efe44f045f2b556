// Writes gateway/openapi.json and gateway/schema.graphql (both committed) from the code:
// builds the app with a placeholder configuration and initialises it without listening
// (the GraphQL schema file is written during init). No service needs to run.
import 'reflect-metadata';
import { join } from 'node:path';
import { createLogger } from '@boutique/service-kit';
import { buildOpenApiDocument, createGatewayApp, writeJson } from '../app-setup.js';
import { SCHEMA_FILE } from '../app.module.js';
import { PACKAGE_DIR, parseGatewayConfig } from '../config/gateway.config.js';

createLogger('gateway-docs', 'warn');
const config = parseGatewayConfig({
  NODE_ENV: 'development',
  PORT: '0',
  IDENTITY_GRPC_URL: '127.0.0.1:1',
  CATALOGUE_GRPC_URL: '127.0.0.1:1',
  CONTENT_GRPC_URL: '127.0.0.1:1',
  CATALOGUE_CACHE_TTL_SECONDS: '0',
  JWT_SECRET: 'placeholder-secret-for-document-generation-only',
});
const app = await createGatewayApp(config);
const target = join(PACKAGE_DIR, 'openapi.json');
await writeJson(target, buildOpenApiDocument(app));
await app.close();
process.stdout.write(`wrote ${target} and ${SCHEMA_FILE}\n`);
