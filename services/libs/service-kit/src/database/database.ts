import { createHash } from 'node:crypto';
import pg from 'pg';
import { DataSource, type EntitySchema, type MixedList } from 'typeorm';
import { ProcessedEvent } from '../outbox/processed-event.entity.js';
import { OutboxEvent } from '../outbox/outbox-event.entity.js';
import { CreateServiceKitTables1732500000000 } from './service-kit-tables.migration.js';

/** SQLSTATE of "database does not exist". */
const INVALID_CATALOG_NAME = '3D000';
/** SQLSTATEs of a CREATE DATABASE that lost a race with another process creating it. */
const ALREADY_CREATED = new Set(['42P04', '23505']);

function databaseName(url: string): string {
  const name = decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
  if (!/^[\w-]+$/.test(name)) throw new Error(`Invalid database name in URL: ${name}`);
  return name;
}

/**
 * Connects to the database named in `url`, creating it first when it does not exist yet
 * (one database per service, created on first start). The target is tried first, so a
 * service's own role needs no access to the server's `postgres` database when its
 * database exists (production: made by the operator or the init script); only when the
 * server answers 3D000 (no such database) is `postgres` asked to create it, which needs
 * the CREATEDB privilege.
 */
async function connectCreatingDatabase(url: string): Promise<pg.Client> {
  const name = databaseName(url);
  const connect = async () => {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      return client;
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
  };
  try {
    return await connect();
  } catch (error) {
    if ((error as { code?: string }).code !== INVALID_CATALOG_NAME) throw error;
  }
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  try {
    await client.connect();
    await client.query(`CREATE DATABASE "${name}"`);
  } catch (error) {
    // Another process created it at the same moment (42P04, or 23505 from the catalogue's
    // unique index when both CREATE DATABASE ran at once).
    if (!ALREADY_CREATED.has((error as { code?: string }).code ?? '')) {
      throw new Error(
        `Database "${name}" does not exist and could not be created: ${(error as Error).message}`,
        { cause: error },
      );
    }
  } finally {
    await client.end().catch(() => undefined);
  }
  return connect();
}

/**
 * Creates the database named in `url` when it does not exist yet. Connects to the target
 * first and to the server's `postgres` database only when the target is missing, so a
 * role that may not connect to `postgres` works as long as its database exists.
 */
export async function ensureDatabase(url: string): Promise<void> {
  const client = await connectCreatingDatabase(url);
  await client.end();
}

/**
 * The key of the advisory lock held around a database's migrations: derived from the
 * database name (advisory locks are per database already; the name keeps the key the same
 * for every replica of a service and apart from any other lock a service might take).
 */
export function migrationLockKey(database: string): bigint {
  return createHash('sha256').update(`boutique:migrations:${database}`).digest().readBigInt64BE(0);
}

export interface DataSourceOptions {
  url: string;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities: MixedList<Function | string | EntitySchema>;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations: Function[];
  poolSize?: number;
  logging?: boolean;
}

/**
 * A TypeORM data source for one service: its entities plus the service kit's own
 * (outbox, processed events), its migrations after the kit's. Never synchronize.
 */
export function createDataSource(options: DataSourceOptions): DataSource {
  return new DataSource({
    type: 'postgres',
    url: options.url,
    entities: [OutboxEvent, ProcessedEvent, ...(options.entities as never[])],
    migrations: [CreateServiceKitTables1732500000000, ...options.migrations],
    migrationsTableName: 'migrations',
    synchronize: false,
    logging: options.logging ?? false,
    extra: { max: options.poolSize ?? 10 },
  });
}

/**
 * Creates the database if needed, connects and runs pending migrations once: the
 * migrations run under a session-level PostgreSQL advisory lock (pg_advisory_lock, on a
 * connection of its own, key from migrationLockKey), so replicas starting together take
 * turns: the first migrates, the others wait and then find nothing pending.
 */
export async function openDatabase(options: DataSourceOptions): Promise<DataSource> {
  const lock = await connectCreatingDatabase(options.url);
  const dataSource = createDataSource(options);
  try {
    const key = migrationLockKey(databaseName(options.url)).toString();
    await lock.query('SELECT pg_advisory_lock($1::bigint)', [key]);
    try {
      await dataSource.initialize();
      await dataSource.runMigrations({ transaction: 'each' });
    } finally {
      await lock.query('SELECT pg_advisory_unlock($1::bigint)', [key]).catch(() => undefined);
    }
    return dataSource;
  } catch (error) {
    if (dataSource.isInitialized) await dataSource.destroy().catch(() => undefined);
    throw error;
  } finally {
    // Ending the session would release the lock anyway (a crashed replica never blocks the rest).
    await lock.end().catch(() => undefined);
  }
}
