import type { z } from 'zod';
import { baseServiceConfigSchema, loadConfig, parseConfig } from '../config/config.js';
import { openDatabase } from '../database/database.js';
import { createLogger } from '../logging/logger.js';
import type { ServiceDefinition } from './bootstrap-service.js';

/**
 * The argument that makes a service's `main.js` apply its pending migrations and exit
 * instead of serving: `node dist/src/main.js --migrate-only` (the migration Job of
 * infra/k8s, run before the Deployments roll out).
 */
export const MIGRATE_ONLY_FLAG = '--migrate-only';

/** What `--migrate-only` reads: the database and the names in its log lines, nothing else. */
export const migrateOnlyConfigSchema = baseServiceConfigSchema.pick({
  SERVICE_NAME: true,
  LOG_LEVEL: true,
  DATABASE_URL: true,
});

export interface MigrationResult {
  /** Name of the newest migration recorded in the database after the run. */
  latest: string | undefined;
  /** How many migrations the database has recorded in all. */
  recorded: number;
}

/**
 * Applies the service's pending migrations (its database created first when missing and
 * allowed, under the same advisory lock as a starting replica, so it is safe beside running
 * pods) and closes the connection. Needs only SERVICE_NAME, LOG_LEVEL and DATABASE_URL: no
 * ports, secrets or broker. A missing or invalid variable stops the process with one line
 * and exit code 78, as a service's start does.
 */
export async function migrateService(
  definition: Pick<ServiceDefinition<z.ZodObject>, 'entities' | 'migrations'>,
  options: { env?: Record<string, string | undefined> } = {},
): Promise<MigrationResult> {
  const config = options.env
    ? parseConfig(migrateOnlyConfigSchema, options.env)
    : loadConfig(migrateOnlyConfigSchema);
  const log = createLogger(config.SERVICE_NAME, config.LOG_LEVEL);
  log.info('applying pending migrations (--migrate-only)');
  const dataSource = await openDatabase({
    url: config.DATABASE_URL,
    entities: definition.entities,
    migrations: definition.migrations,
    poolSize: 2,
  });
  try {
    const rows = await dataSource.query<{ name: string; recorded: number }[]>(
      'SELECT name, count(*) OVER ()::int AS recorded FROM migrations ORDER BY id DESC LIMIT 1',
    );
    const result = { latest: rows[0]?.name, recorded: rows[0]?.recorded ?? 0 };
    log.info(result, 'migrations applied');
    return result;
  } finally {
    await dataSource.destroy();
  }
}
