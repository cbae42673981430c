import type { Request } from 'express';
import { ValidationError } from '../shared/errors.js';

const WHOLE = /^[1-9][0-9]*$/;

/**
 * A whole-number query parameter read from the raw URL. The contract validator coerces
 * ('0x10' becomes 16, '1e2' becomes 100); docs/product/decisions.md "Search" wants plain decimals only.
 */
export function wholeNumberParam(req: Pick<Request, 'originalUrl'>, name: string, fallback: number): number {
  const raw = new URL(req.originalUrl, 'http://localhost').searchParams.get(name);
  if (raw === null) return fallback;
  if (!WHOLE.test(raw)) {
    throw new ValidationError(`${name}: must be a plain whole number`, [{ path: name, message: 'must be a plain whole number' }]);
  }
  return Number(raw);
}
