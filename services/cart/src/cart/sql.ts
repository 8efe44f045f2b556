import type { EntityManager } from 'typeorm';

/**
 * Rows of a statement. TypeORM answers UPDATE and DELETE with [rows, rowCount]; this
 * always gives the rows.
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
