import type { ErrorDetail } from '../../../shared/errors.js';

/** Collects one message per field at fault, in form order. */
export type Issues = ErrorDetail[];

export const INVALID_NUMBER = 'must be a valid number';

/** Multipart values are text; anything else (a missing field included) counts as empty. */
export function textOf(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

export function requiredText(issues: Issues, path: string, value: unknown, required: string, maxLength: number): string {
  const text = textOf(value);
  if (text === '') issues.push({ path, message: required });
  else if ([...text].length > maxLength) issues.push({ path, message: `must be at most ${maxLength} characters` });
  return text;
}

export interface WholeNumberRule {
  required: string;
  min: number;
  /** Said when the number is below `min`; docs/product/texts-and-errors.md "Validation messages" says 'price is required' for a zero price. */
  belowMin: string;
  max: number;
  unit: string;
}

// Whole numbers only: pence and minutes never have decimals, signs or exponents on the wire.
const WHOLE = /^\d{1,9}$/;
// A negative number is a number: say what is wrong with it rather than 'invalid'.
const NEGATIVE = /^-\d+$/;

export function wholeNumber(issues: Issues, path: string, value: unknown, rule: WholeNumberRule): number {
  const text = textOf(value);
  if (text === '') return fail(issues, path, rule.required);
  if (NEGATIVE.test(text)) return fail(issues, path, 'cannot be negative');
  if (!WHOLE.test(text)) return fail(issues, path, INVALID_NUMBER);
  const number = Number(text);
  if (number < rule.min) return fail(issues, path, rule.belowMin);
  if (number > rule.max) return fail(issues, path, `must be at most ${rule.max} ${rule.unit}`);
  return number;
}

function fail(issues: Issues, path: string, message: string): number {
  issues.push({ path, message });
  return Number.NaN;
}

/** A bracket-named multipart list arrives as an array (possibly with holes) or not at all. */
export function listOf(issues: Issues, path: string, value: unknown): unknown[] {
  if (value === undefined || value === '') return [];
  if (Array.isArray(value)) return Array.from(value);
  issues.push({ path, message: 'must be a list' });
  return [];
}
