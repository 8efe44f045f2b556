import { rows, RpcErrors } from '@boutique/service-kit';
import type { DataSource } from 'typeorm';

/** What the admin lists answer at most in one page ("all" means up to this many). */
const MAX_PAGE_SIZE = 1000;
const MAX_PAGE = 1_000_000;

export const LISTING_MESSAGES = {
  invalidPage: 'Invalid page: expected a whole number from 1 to 1000000',
  invalidPageSize: 'Invalid pageSize: expected a whole number from 1 to 1000',
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string | undefined): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** An ILIKE pattern matching `text` anywhere, with %, _ and \ taken literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function toIso(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

/** Characters as a person counts them (code points, as PostgreSQL's varchar does). */
export function charCount(text: string): number {
  return Array.from(text).length;
}

interface Page {
  limit: number;
  offset: number;
}

/**
 * LIMIT/OFFSET of a 1-based page (0 means 1); a page size of 0 means `defaultSize`.
 * Out-of-range values are INVALID_ARGUMENT with the API's messages.
 */
export function pageOf(page: number, pageSize: number, defaultSize = MAX_PAGE_SIZE): Page {
  if (!Number.isInteger(page) || page < 0 || page > MAX_PAGE)
    throw RpcErrors.invalid(LISTING_MESSAGES.invalidPage);
  if (!Number.isInteger(pageSize) || pageSize < 0 || pageSize > MAX_PAGE_SIZE)
    throw RpcErrors.invalid(LISTING_MESSAGES.invalidPageSize);
  const limit = pageSize || defaultSize;
  return { limit, offset: (Math.max(page, 1) - 1) * limit };
}

/** The tables listed newest first with an e-mail search (admin lists). */
type EmailListedTable = 'contact' | 'feedback' | 'subscriber';

/**
 * One page of `table`'s rows, newest first, whose e-mail contains `search` (any case;
 * empty for all), and how many rows match in all.
 */
export async function newestByEmail<Row>(
  dataSource: DataSource,
  table: EmailListedTable,
  columns: string,
  search: string,
  page: Page,
  status?: string,
): Promise<{ found: Row[]; total: number }> {
  const pattern = search ? likePattern(search) : null;
  // only feedback has a status (its moderation)
  const where = `($1::text IS NULL OR email ILIKE $1)${status ? ' AND status = $4' : ''}`;
  const statusParam = status ? [status] : [];
  const found = await rows<Row & { total: number }>(
    dataSource,
    `SELECT ${columns}, count(*) OVER ()::int AS total FROM ${table}
      WHERE ${where}
      ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
    [pattern, page.limit, page.offset, ...statusParam],
  );
  if (found[0]) return { found, total: found[0].total };
  // a page past the end has no row to carry the window count
  const [{ count }] = await rows<{ count: number }>(
    dataSource,
    `SELECT count(*)::int AS count FROM ${table}
      WHERE ${where.replace('$4', '$2')}`,
    [pattern, ...statusParam],
  );
  return { found, total: count };
}

/**
 * Deletes the row of `table` with this id; NOT_FOUND with `notFound` when there is none
 * (an id that is not a UUID names no row).
 */
export async function deleteById(
  dataSource: DataSource,
  table: 'banner' | 'contact' | 'feedback',
  id: string,
  notFound: string,
): Promise<void> {
  const deleted = isUuid(id)
    ? await rows<{ id: string }>(dataSource, `DELETE FROM ${table} WHERE id = $1 RETURNING id`, [
        id,
      ])
    : [];
  if (deleted.length === 0) throw RpcErrors.notFound(notFound);
}
