import pg from 'pg';
import { DataSource, type EntitySchema, type MixedList } from 'typeorm';
import { ProcessedEvent } from '../outbox/processed-event.entity.js';
import { OutboxEvent } from '../outbox/outbox-event.entity.js';
import { CreateServiceKitTables1732500000000 } from './service-kit-tables.migration.js';

/**
 * Creates the database named in `url` when it does not exist yet (one database per
 * service, created on first start). Connects to the server's `postgres` database.
 */
export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.replace(/^\//, ''));
  if (!/^[\w-]+$/.test(name)) throw new Error(`Invalid database name in URL: ${name}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      try {
        await client.query(`CREATE DATABASE "${name}"`);
      } catch (error) {
        // Another process created it at the same moment.
        if ((error as { code?: string }).code !== '42P04') throw error;
      }
    }
  } finally {
    await client.end();
  }
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

/** Creates the database if needed, connects and runs pending migrations. */
export async function openDatabase(options: DataSourceOptions): Promise<DataSource> {
  await ensureDatabase(options.url);
  const dataSource = createDataSource(options);
  await dataSource.initialize();
  await dataSource.runMigrations({ transaction: 'each' });
  return dataSource;
}
