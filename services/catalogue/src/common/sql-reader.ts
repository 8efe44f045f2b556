import { createHash } from 'node:crypto';
import type { DataSource } from 'typeorm';

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
