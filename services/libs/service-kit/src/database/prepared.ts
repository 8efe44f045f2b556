import { createHash } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { rows } from './sql.js';

/** The part of a pg client or pool a named prepared statement needs. */
interface PgQueryable {
  query(config: { text: string; values?: unknown[]; name?: string }): Promise<{ rows: unknown[] }>;
}

const statementNames = new Map<string, string>();

/** A stable prepared-statement name for a SQL text (parsed and planned once per connection). */
export function preparedStatementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `ps_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    statementNames.set(text, name);
  }
  return name;
}

/**
 * Hot read paths go straight to the pool TypeORM already holds, as named prepared
 * statements: no query-runner bookkeeping, no re-parsing and re-planning.
 */
export class SqlReader {
  private readonly pool: PgQueryable;

  constructor(dataSource: DataSource) {
    this.pool = (dataSource.driver as unknown as { master: PgQueryable }).master;
  }

  async query<T>(text: string, values: unknown[] = []): Promise<T[]> {
    const result = await this.pool.query({ text, values, name: preparedStatementName(text) });
    return result.rows as T[];
  }
}

/**
 * A statement in `manager`'s transaction as a named prepared statement on the
 * transaction's own connection (no TypeORM query bookkeeping, no re-planning), for hot
 * write paths. Without an active transaction it is an ordinary query.
 */
export async function prepared<T>(
  manager: EntityManager,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = (manager.queryRunner as { databaseConnection?: PgQueryable } | undefined)
    ?.databaseConnection;
  if (!client || !manager.queryRunner?.isTransactionActive) return rows<T>(manager, text, values);
  const result = await client.query({ text, values, name: preparedStatementName(text) });
  return result.rows as T[];
}
