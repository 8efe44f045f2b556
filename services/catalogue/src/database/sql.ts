import { createHash } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';

/** The part of a pg Pool the read paths use. */
interface PgPool {
  query(config: { text: string; values?: unknown[]; name?: string }): Promise<{ rows: unknown[] }>;
}

const statementNames = new Map<string, string>();

/** A stable prepared-statement name for a SQL text (parsed and planned once per connection). */
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `cat_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    statementNames.set(text, name);
  }
  return name;
}

/**
 * Hot read paths (listing, product page, search) go straight to the pool TypeORM already
 * holds, as named prepared statements: no query-runner bookkeeping, no re-planning.
 */
export class SqlReader {
  private readonly pool: PgPool;

  constructor(dataSource: DataSource) {
    this.pool = (dataSource.driver as unknown as { master: PgPool }).master;
  }

  async query<T>(text: string, values: unknown[] = []): Promise<T[]> {
    const result = await this.pool.query({ text, values, name: statementName(text) });
    return result.rows as T[];
  }
}

/**
 * Rows of a statement run in a transaction. TypeORM answers UPDATE and DELETE with
 * [rows, rowCount]; this always gives the rows.
 */
export async function rows<T>(
  manager: EntityManager,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const result = (await manager.query(text, values)) as unknown;
  if (
    Array.isArray(result) &&
    result.length === 2 &&
    Array.isArray(result[0]) &&
    typeof result[1] === 'number'
  )
    return result[0] as T[];
  return result as T[];
}

/** The PostgreSQL error code of a driver error (23505 unique violation, 40P01 deadlock...). */
export function pgCode(error: unknown): string | undefined {
  const candidate = error as { code?: unknown; driverError?: { code?: unknown } };
  const code = candidate?.driverError?.code ?? candidate?.code;
  return typeof code === 'string' ? code : undefined;
}

export function pgConstraint(error: unknown): string | undefined {
  const candidate = error as { constraint?: unknown; driverError?: { constraint?: unknown } };
  const name = candidate?.driverError?.constraint ?? candidate?.constraint;
  return typeof name === 'string' ? name : undefined;
}

const RETRYABLE = new Set(['40P01', '40001']);

/**
 * Runs `work` in a transaction, retrying a few times when PostgreSQL aborts it for a
 * deadlock or serialization failure (every writer locks in the same order, so this is a
 * safety net, not a habit).
 */
export async function inTransaction<T>(
  dataSource: DataSource,
  work: (manager: EntityManager) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await dataSource.transaction(work);
    } catch (error) {
      if (attempt >= 5 || !RETRYABLE.has(pgCode(error) ?? '')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 * attempt * Math.random()));
    }
  }
}
