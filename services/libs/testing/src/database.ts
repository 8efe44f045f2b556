import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Tests run against a real PostgreSQL: `npm test` starts the embedded one and sets
 * TEST_DATABASE_URL to its server (any database on it). Each test suite gets a fresh
 * database of its own, dropped at the end.
 */
export function testServerUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    throw new Error(
      'TEST_DATABASE_URL is not set: run the tests through `npm test` (it starts the embedded PostgreSQL) ' +
        'or point TEST_DATABASE_URL at a PostgreSQL server you may create databases on.',
    );
  }
  return url;
}

function withDatabase(url: string, name: string) {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
}

/** Creates an empty database named `<prefix>_<random>` and returns its URL. */
export async function createTestDatabase(prefix: string): Promise<string> {
  const server = testServerUrl();
  const name = `${prefix.replace(/[^a-z0-9_]/gi, '_').toLowerCase()}_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: withDatabase(server, 'postgres') });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
  return withDatabase(server, name);
}

/** Drops a database made by createTestDatabase (closing other sessions first). */
export async function dropTestDatabase(url: string): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const client = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
