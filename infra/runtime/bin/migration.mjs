#!/usr/bin/env node
// TypeORM migrations of one service, run from its folder (the services' package.json):
//   npm run migration:run                 applies pending migrations
// with the compiled data source dist/src/data-source.js (its default export is a TypeORM
// DataSource), so build first. Migrations are written by hand (SQL in src/migrations/):
// no service's entities describe its foreign keys, indexes and checks, so a migration
// generated from them would drop those. Without DATABASE_URL the service's database on
// the embedded PostgreSQL of `npm start` is used (it must be running).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './lib/prepare.mjs';

const [command] = process.argv.slice(2);
const cwd = process.cwd();
const dataSourceFile = path.join(cwd, 'dist', 'src', 'data-source.js');

function fail(message) {
  console.error(`migration: ${message}`);
  process.exit(1);
}

if (command !== 'run') {
  fail('usage: migration.mjs run   (from a service folder)');
}
if (!existsSync(dataSourceFile)) {
  fail(`${path.relative(cwd, dataSourceFile)} not found: build the service first (npm run build)`);
}

const env = { ...process.env };
if (!env.DATABASE_URL) {
  const dataDir = path.resolve(repoRoot, env.DATA_DIR || '.data');
  let secrets;
  try {
    secrets = JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8'));
  } catch {
    fail(
      'DATABASE_URL is not set and there is no embedded PostgreSQL yet (run npm start once, or set DATABASE_URL)',
    );
  }
  const port = env.EMBEDDED_PG_PORT || '54329';
  const database = path.basename(cwd);
  env.DATABASE_URL = `postgres://postgres:${encodeURIComponent(secrets.postgresPassword)}@127.0.0.1:${port}/${database}`;
  console.log(
    `migration: using database "${database}" on the embedded PostgreSQL (127.0.0.1:${port}); npm start must be running`,
  );
}

process.env.DATABASE_URL = env.DATABASE_URL;
const mod = await import(pathToFileURL(dataSourceFile).href);
const dataSource = mod.default ?? mod.dataSource ?? mod.AppDataSource;
if (!dataSource || typeof dataSource.runMigrations !== 'function') {
  fail(`${dataSourceFile} must export default a TypeORM DataSource`);
}
if (!dataSource.isInitialized) await dataSource.initialize();
try {
  const applied = await dataSource.runMigrations({ transaction: 'each' });
  console.log(
    applied.length === 0
      ? 'migration: no pending migrations'
      : `migration: applied ${applied.map((m) => m.name).join(', ')}`,
  );
} finally {
  await dataSource.destroy();
}
