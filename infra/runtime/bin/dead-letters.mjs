#!/usr/bin/env node
// `npm run dead-letters -- list <group>` / `replay <group> [ids...]`: the operator tool of
// @boutique/service-kit (services/libs/service-kit/src/cli/dead-letters.ts) pointed at the
// embedded bus of `npm start` unless BUS_DATABASE_URL or KAFKA_BROKERS is set. A group is
// a consuming service's name, e.g. notification.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './lib/prepare.mjs';

const cli = path.join(repoRoot, 'services/libs/service-kit/dist/src/cli/dead-letters.js');
if (!existsSync(cli)) {
  console.error('dead-letters: build first (npm run build)');
  process.exit(1);
}
if (!process.env.BUS_DATABASE_URL && !process.env.KAFKA_BROKERS) {
  const dataDir = path.resolve(repoRoot, process.env.DATA_DIR || '.data');
  let secrets;
  try {
    secrets = JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8'));
  } catch {
    console.error(
      'dead-letters: no embedded PostgreSQL yet (run npm start once) and no BUS_DATABASE_URL',
    );
    process.exit(1);
  }
  const port = process.env.EMBEDDED_PG_PORT || '54329';
  process.env.BUS_DATABASE_URL = `postgres://postgres:${encodeURIComponent(secrets.postgresPassword)}@127.0.0.1:${port}/boutique_bus`;
}
await import(pathToFileURL(cli).href);
