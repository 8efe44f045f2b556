import { BadRequestException } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';

/** The query parameters of a listing (strings, or arrays when repeated). */
export type ListingQuery = Record<string, unknown>;

/** One value of a parameter (the last when repeated), trimmed; '' when absent. */
export function single(value: unknown): string {
  if (Array.isArray(value)) return single(value.at(-1));
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

/** A whole-number query parameter from min to max (400 naming it otherwise); fallback when absent. */
export function integer(
  query: ListingQuery,
  name: string,
  min: number,
  max: number,
  fallback: number,
): number {
  const text = single(query[name]);
  if (text === '') return fallback;
  const value = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(value) || value < min || value > max) {
    throw new BadRequestException(`Invalid ${name}: expected a whole number from ${min} to ${max}`);
  }
  return value;
}

export const INVALID_STATUS = 'Invalid status';

/**
 * An admin list by status (refunds, returns): status (optional, one of `statuses`, else
 * 400 "Invalid status"), page, pageSize (20 unless asked, at most 100).
 */
export function statusPageQuery(query: ListingQuery, statuses: readonly string[]) {
  const status = single(query.status);
  if (status && !statuses.includes(status)) throw new BadRequestException(INVALID_STATUS);
  return {
    status,
    page: integer(query, 'page', 1, 1_000_000, 1),
    pageSize: integer(query, 'pageSize', 1, 100, 20),
  };
}

/** The OpenAPI query parameters statusPageQuery reads. */
export function statusPageParameters(statuses: readonly string[]) {
  return [
    ApiQuery({ name: 'status', required: false, enum: [...statuses] }),
    ApiQuery({ name: 'page', required: false, type: Number }),
    ApiQuery({
      name: 'pageSize',
      required: false,
      type: Number,
      description: 'Default 20, at most 100',
    }),
  ];
}
