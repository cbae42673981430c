import { ValidationError } from '../shared/errors.js';

/**
 * What react-admin's simple REST lists share (ra-data-simple-rest's `range` and the date filters),
 * past what the contract's patterns have checked: how `range`'s two numbers relate, and which
 * days are in the calendar.
 */
export interface RowRange {
  first: number;
  last: number;
}

const DAY_MS = 86_400_000;

export function invalidParameter(path: string, message: string): never {
  throw new ValidationError(`${path}: ${message}`, [{ path, message }]);
}

/** `[first, last]`: the pattern has made both plain decimals of at most 15 digits, so JSON reads them exactly. */
export function readRange(text: string | undefined, maxRows: number, noun = 'orders'): RowRange {
  if (text === undefined) return { first: 0, last: maxRows - 1 };
  const [first, last] = JSON.parse(text) as [number, number];
  if (last < first || last - first >= maxRows) invalidParameter('range', `must be [first, last] with first <= last and at most ${maxRows} ${noun}`);
  return { first, last };
}

/**
 * A date alone covers its whole (UTC) day: a "to" of "2025-01-31" (`dayEnd` a day) ends at
 * midnight after it. The contract's pattern has fixed the shape; Date rolls "2025-02-30" over
 * into March, so a real calendar day is one that reads back unchanged.
 */
export function readDate(path: string, text: string, dayEnd: 'start' | 'end'): Date {
  const day = text.slice(0, 10);
  const dateOnly = text.length === 10;
  const date = new Date(dateOnly ? `${text}T00:00:00Z` : text);
  const midnight = new Date(`${day}T00:00:00Z`);
  const real = !Number.isNaN(date.getTime()) && !Number.isNaN(midnight.getTime()) && midnight.toISOString().slice(0, 10) === day;
  if (!real) invalidParameter(path, 'must be a real calendar day (and time)');
  return dateOnly && dayEnd === 'end' ? new Date(date.getTime() + DAY_MS) : date;
}

/** The Content-Range header ra-data-simple-rest reads the total from. */
export function contentRange(noun: string, first: number, rows: number, total: number): string {
  return rows ? `${noun} ${first}-${first + rows - 1}/${total}` : `${noun} */${total}`;
}
