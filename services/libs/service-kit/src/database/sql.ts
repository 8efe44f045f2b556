import type { DataSource, EntityManager } from 'typeorm';

/**
 * Rows of a statement (in a transaction's manager, or on the data source). TypeORM answers
 * UPDATE and DELETE with [rows, rowCount]; this always gives the rows.
 */
export async function rows<T>(
  manager: EntityManager | DataSource,
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

/** The constraint a driver error names (a CHECK or unique index), if any. */
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
