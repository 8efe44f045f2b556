// openDatabase on a real PostgreSQL: replicas starting together create the database and
// run its migrations once (an advisory lock), and a service's own non-superuser role that
// may not connect to the `postgres` database still opens its existing database.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { dropTestDatabase, testServerUrl } from '@boutique/testing';
import pg from 'pg';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { ensureDatabase, migrationLockKey, openDatabase } from '../src/database/database.js';

function urlOf(database: string, role?: { name: string; password: string }): string {
  const url = new URL(testServerUrl());
  url.pathname = `/${database}`;
  if (role) {
    url.username = role.name;
    url.password = role.password;
  }
  return url.toString();
}

const fresh = (prefix: string) => `${prefix}_${randomBytes(4).toString('hex')}`;

/** Runs `sql` as the test server's superuser, on `database`. */
async function asAdmin<T extends pg.QueryResultRow>(
  sql: string,
  database = 'postgres',
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: urlOf(database) });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

/**
 * A migration that takes a while and fails if it runs twice (no IF NOT EXISTS): two
 * unlocked replicas would both find it pending and the second would fail.
 */
class CreateLedger1800000000000 implements MigrationInterface {
  name = 'CreateLedger1800000000000';
  async up(runner: QueryRunner): Promise<void> {
    await runner.query('CREATE TABLE ledger (ran_at timestamptz NOT NULL DEFAULT now())');
    await runner.query('SELECT pg_sleep(0.3)');
    await runner.query('INSERT INTO ledger DEFAULT VALUES');
  }
  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE ledger');
  }
}

describe('openDatabase', () => {
  const created: string[] = [];

  after(async () => {
    await Promise.all(created.map((name) => dropTestDatabase(urlOf(name))));
  });

  it('two replicas at once on a database that does not exist: created once, migrated once', async () => {
    const name = fresh('migrate_once');
    created.push(name);
    const open = () =>
      openDatabase({ url: urlOf(name), entities: [], migrations: [CreateLedger1800000000000] });
    const sources = await Promise.all([open(), open(), open()]);
    try {
      const [source] = sources;
      assert.deepEqual(await source.query('SELECT count(*)::int AS n FROM ledger'), [{ n: 1 }]);
      const ran = await source.query<{ name: string }[]>('SELECT name FROM migrations ORDER BY id');
      assert.deepEqual(
        ran.map((row) => row.name),
        ['CreateServiceKitTables1732500000000', 'CreateLedger1800000000000'],
      );
      // The lock is released once the migrations ran (the session that held it is gone).
      const held = await source.query<unknown>(
        `SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND database =
           (SELECT oid FROM pg_database WHERE datname = current_database())`,
      );
      assert.deepEqual(held, [{ n: 0 }]);
    } finally {
      await Promise.all(sources.map((source) => source.destroy()));
    }
  });

  it('a later start finds nothing pending and runs nothing again', async () => {
    const name = fresh('migrate_again');
    created.push(name);
    const options = { url: urlOf(name), entities: [], migrations: [CreateLedger1800000000000] };
    await (await openDatabase(options)).destroy();
    const again = await openDatabase(options);
    try {
      assert.deepEqual(await again.query('SELECT count(*)::int AS n FROM ledger'), [{ n: 1 }]);
    } finally {
      await again.destroy();
    }
  });

  it('the lock key is the same for a name and differs between names', () => {
    assert.equal(migrationLockKey('catalogue'), migrationLockKey('catalogue'));
    assert.notEqual(migrationLockKey('catalogue'), migrationLockKey('order'));
  });
});

describe('a service role that is not a superuser', () => {
  const role = { name: fresh('svc_role'), password: randomBytes(12).toString('hex') };
  const ownDatabase = fresh('svc_own');
  let publicCouldConnect = true;

  before(async () => {
    await asAdmin(
      `CREATE ROLE "${role.name}" LOGIN NOSUPERUSER NOCREATEDB PASSWORD '${role.password}'`,
    );
    await asAdmin(`CREATE DATABASE "${ownDatabase}" OWNER "${role.name}"`);
    // As on a server where the operator closed the maintenance database: only superusers
    // (the test helpers) may still connect to `postgres`. Put back afterwards.
    const [row] = await asAdmin<{ granted: boolean }>(
      `SELECT has_database_privilege('public', 'postgres', 'CONNECT') AS granted`,
    );
    publicCouldConnect = row.granted;
    await asAdmin('REVOKE CONNECT ON DATABASE postgres FROM PUBLIC');
  });

  after(async () => {
    if (publicCouldConnect) await asAdmin('GRANT CONNECT ON DATABASE postgres TO PUBLIC');
    await dropTestDatabase(urlOf(ownDatabase));
    await asAdmin(`DROP ROLE IF EXISTS "${role.name}"`);
  });

  it('may not connect to postgres (the premise)', async () => {
    const client = new pg.Client({ connectionString: urlOf('postgres', role) });
    await assert.rejects(client.connect(), (error: { code?: string }) => error.code === '42501');
    await client.end().catch(() => undefined);
  });

  it('opens and migrates its existing database without touching postgres', async () => {
    await ensureDatabase(urlOf(ownDatabase, role));
    const url = urlOf(ownDatabase, role);
    const [a, b] = await Promise.all([
      openDatabase({ url, entities: [], migrations: [CreateLedger1800000000000] }),
      openDatabase({ url, entities: [], migrations: [CreateLedger1800000000000] }),
    ]);
    try {
      assert.deepEqual(await a.query('SELECT count(*)::int AS n FROM ledger'), [{ n: 1 }]);
      assert.deepEqual(await b.query('SELECT current_user AS who'), [{ who: role.name }]);
    } finally {
      await Promise.all([a.destroy(), b.destroy()]);
    }
  });

  it('a missing database it may not create: one clear error', async () => {
    const missing = fresh('svc_missing');
    await assert.rejects(
      ensureDatabase(urlOf(missing, role)),
      new RegExp(`Database "${missing}" does not exist and could not be created`),
    );
  });
});
