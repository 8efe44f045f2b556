import { BadRequestException } from '@nestjs/common';
import { numberFrom } from './money.js';

export const QUANTITY_RULE = 'Quantity must be a whole number of at least 1';
/** Larger quantities are sent as this (no stock is that deep; the service answers its stock message). */
const MAX_QUANTITY = 1_000_000;

/** A string field of a body ('' when absent or not text; a finite number as its digits). */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** A line quantity (cart and order lines): a whole number of at least 1 (400 otherwise). */
export function quantityOf(value: unknown): number {
  const quantity = numberFrom(value);
  if (quantity === undefined || !Number.isInteger(quantity) || quantity < 1) {
    throw new BadRequestException(QUANTITY_RULE);
  }
  return Math.min(quantity, MAX_QUANTITY);
}
