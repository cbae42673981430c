import { randomBytes } from 'node:crypto';

/**
 * 24 lower-case hex characters, time-ordered like the document ids the observed product showed (docs/product/entities.md)
 * (the order number is the last 6 characters, upper-cased).
 */
export function newId(now: Date = new Date()): string {
  const seconds = Math.floor(now.getTime() / 1000).toString(16).padStart(8, '0');
  return seconds + randomBytes(8).toString('hex');
}

const ID_PATTERN = /^[0-9a-f]{24}$/;

export function isId(value: unknown): value is string {
  return typeof value === 'string' && ID_PATTERN.test(value);
}
