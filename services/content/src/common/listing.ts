import { RpcErrors } from '@boutique/service-kit';

/** What the admin lists answer at most in one page ("all" means up to this many). */
export const MAX_PAGE_SIZE = 1000;
export const MAX_PAGE = 1_000_000;

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

export interface Page {
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
