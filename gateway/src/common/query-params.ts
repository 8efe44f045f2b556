import { BadRequestException } from '@nestjs/common';

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
