import { createHash } from 'node:crypto';
import { rows } from '@boutique/service-kit';
import type { EntityManager } from 'typeorm';

/** The part of a pg client a prepared statement needs. */
interface PgClient {
  query(config: { text: string; values?: unknown[]; name?: string }): Promise<{ rows: unknown[] }>;
}

const statementNames = new Map<string, string>();

/** A stable prepared-statement name for a SQL text (parsed and planned once per connection). */
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `ord_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    statementNames.set(text, name);
  }
  return name;
}

/**
 * A statement of the checkout's hot path in `manager`'s transaction, as a named prepared
 * statement on the transaction's own connection (no TypeORM query bookkeeping, no re-parsing
 * and re-planning on every checkout), as catalogue's SqlReader does for its read paths.
 * Without a connected query runner (never on the checkout path) it is an ordinary query.
 */
export async function prepared<T>(
  manager: EntityManager,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = (manager.queryRunner as { databaseConnection?: PgClient } | undefined)
    ?.databaseConnection;
  if (!client || !manager.queryRunner?.isTransactionActive) return rows<T>(manager, text, values);
  const result = await client.query({ text, values, name: statementName(text) });
  return result.rows as T[];
}
