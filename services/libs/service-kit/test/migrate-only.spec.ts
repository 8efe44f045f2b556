// `node dist/src/main.js --migrate-only` (the migration Job of infra/k8s): a service's own
// entry applies its migrations and exits 0, reading nothing but SERVICE_NAME, LOG_LEVEL and
// DATABASE_URL; a missing DATABASE_URL is one line and exit code 78.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { after, describe, it } from 'node:test';
import { dropTestDatabase, testServerUrl } from '@boutique/testing';
import pg from 'pg';
import { MIGRATE_ONLY_FLAG, migrateService } from '../src/bootstrap/migrate-service.js';

const FIXTURE = fileURLToPath(new URL('./fixtures/migrate-only-service.js', import.meta.url));

function databaseUrl(name: string): string {
  const url = new URL(testServerUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs the fixture's main with `args` and only `env` (plus PATH); its exit and output. */
function runMain(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [FIXTURE, ...args], {
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

describe('--migrate-only', () => {
  const created: string[] = [];
  after(async () => {
    await Promise.all(created.map((name) => dropTestDatabase(databaseUrl(name))));
  });

  it('migrates and exits 0 without the ports, broker or secrets of a serving process', async () => {
    const name = `migrate_only_${randomBytes(4).toString('hex')}`;
    created.push(name);
    const env = { SERVICE_NAME: 'widgets', DATABASE_URL: databaseUrl(name) };
    const first = await runMain([MIGRATE_ONLY_FLAG], env);
    assert.equal(first.code, 0, first.stderr);
    assert.match(first.stdout, /"latest":"CreateWidgets1800000000100"/);
    const migrations = await query<{ name: string }>(
      databaseUrl(name),
      'SELECT name FROM migrations ORDER BY id',
    );
    assert.deepEqual(
      migrations.map((row) => row.name),
      ['CreateServiceKitTables1732500000000', 'CreateWidgets1800000000100'],
    );
    assert.deepEqual(await query(databaseUrl(name), 'SELECT count(*)::int AS n FROM widget'), [
      { n: 0 },
    ]);

    // a second run (the next release's Job) finds nothing pending
    const again = await runMain([MIGRATE_ONLY_FLAG], env);
    assert.equal(again.code, 0, again.stderr);
    assert.match(again.stdout, /"recorded":2/);
  });

  it('a missing DATABASE_URL: one line and exit code 78', async () => {
    const run = await runMain([MIGRATE_ONLY_FLAG], { SERVICE_NAME: 'widgets' });
    assert.equal(run.code, 78);
    assert.match(run.stderr.trim(), /^Configuration error: DATABASE_URL is missing \([^\n]*\)$/);
  });

  it('migrateService answers the newest migration the database recorded', async () => {
    const name = `migrate_direct_${randomBytes(4).toString('hex')}`;
    created.push(name);
    const result = await migrateService(
      { entities: [], migrations: [] },
      { env: { SERVICE_NAME: 'direct', LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl(name) } },
    );
    assert.deepEqual(result, { latest: 'CreateServiceKitTables1732500000000', recorded: 1 });
  });
});
