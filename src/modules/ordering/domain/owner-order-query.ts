import { ValidationError } from '../../../shared/errors.js';
import { ORDER_STATUSES, type OrderStatus } from './order.js';

export const OWNER_SORT_FIELDS = ['createdAt', 'total', 'status'] as const;
export type OwnerSortField = (typeof OWNER_SORT_FIELDS)[number];
export const MAX_PAGE = 500;

export interface OwnerOrderQuery {
  sort: { field: OwnerSortField; order: 'asc' | 'desc' };
  /** Zero-based, inclusive. */
  range: { first: number; last: number };
  statuses?: OrderStatus[];
  /** Lower-cased. */
  text?: string;
  createdFrom?: Date;
  /** Exclusive upper bound. */
  createdBefore?: Date;
}

/** react-admin's simple REST parameters as they arrive: JSON text, or absent. */
export interface RawOwnerOrderQuery {
  sort?: string;
  range?: string;
  filter?: string;
}

const RANGE_MESSAGE = `must be [first, last] with at most ${MAX_PAGE} orders`;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
const FILTER_KEYS = new Set(['status', 'q', 'createdFrom', 'createdTo']);
const DAY_MS = 86_400_000;

function invalid(path: string, message: string): never {
  throw new ValidationError(`${path}: ${message}`, [{ path, message }]);
}

function json(path: string, text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return invalid(path, 'must be valid JSON');
  }
}

// JSON reads 1e1 as 10 and 1.0 as 1; docs/product/decisions.md "Search" wants plain decimal integers.
const RANGE_TEXT = /^\[\s*(0|[1-9][0-9]*)\s*,\s*(0|[1-9][0-9]*)\s*\]$/;

export function parseOwnerOrderQuery(raw: RawOwnerOrderQuery): OwnerOrderQuery {
  if (raw.range !== undefined && !RANGE_TEXT.test(raw.range)) invalid('range', RANGE_MESSAGE);
  return { sort: parseSort(json('sort', raw.sort)), range: parseRange(json('range', raw.range)), ...parseFilter(json('filter', raw.filter)) };
}

function parseSort(value: unknown): OwnerOrderQuery['sort'] {
  if (value === undefined) return { field: 'createdAt', order: 'desc' };
  const [field, order] = Array.isArray(value) && value.length === 2 ? value : [];
  if (!OWNER_SORT_FIELDS.includes(field) || (order !== 'ASC' && order !== 'DESC')) {
    invalid('sort', `must be [field, "ASC" | "DESC"] with field one of ${OWNER_SORT_FIELDS.join(', ')}`);
  }
  return { field, order: order === 'ASC' ? 'asc' : 'desc' };
}

function parseRange(value: unknown): OwnerOrderQuery['range'] {
  if (value === undefined) return { first: 0, last: MAX_PAGE - 1 };
  const [first, last] = Array.isArray(value) && value.length === 2 ? value : [];
  const whole = (n: unknown): n is number => Number.isSafeInteger(n) && (n as number) >= 0;
  if (!whole(first) || !whole(last) || last < first || last - first >= MAX_PAGE) {
    invalid('range', RANGE_MESSAGE);
  }
  return { first, last };
}

function parseFilter(value: unknown): Omit<OwnerOrderQuery, 'sort' | 'range'> {
  if (value === undefined) return {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return invalid('filter', 'must be an object');
  const filter = value as Record<string, unknown>;
  const unknown = Object.keys(filter).find((key) => !FILTER_KEYS.has(key));
  if (unknown) invalid(`filter.${unknown}`, 'is not a known filter');
  return {
    statuses: filter.status === undefined ? undefined : parseStatuses(filter.status),
    text: filter.q === undefined || filter.q === '' ? undefined : parseText(filter.q),
    createdFrom: filter.createdFrom === undefined ? undefined : parseDate('filter.createdFrom', filter.createdFrom, 0),
    createdBefore: filter.createdTo === undefined ? undefined : parseDate('filter.createdTo', filter.createdTo, DAY_MS),
  };
}

function parseStatuses(value: unknown): OrderStatus[] {
  const list = Array.isArray(value) ? value : [value];
  if (list.length === 0 || !list.every((s) => ORDER_STATUSES.includes(s))) {
    invalid('filter.status', `must be one or more of ${ORDER_STATUSES.join(', ')}`);
  }
  return list as OrderStatus[];
}

function parseText(value: unknown): string {
  if (typeof value !== 'string' || value.length > 200 || /\p{Cc}/u.test(value)) {
    invalid('filter.q', 'must be text of at most 200 characters without control characters');
  }
  return value.trim().toLowerCase();
}

/** A date alone covers its whole (UTC) day: `createdTo` "2025-01-31" ends at midnight after it. */
function parseDate(path: string, value: unknown, dayEnd: number): Date {
  const text = typeof value === 'string' ? value : '';
  const dateOnly = DATE_ONLY.test(text);
  const date = new Date(dateOnly ? `${text}T00:00:00Z` : text);
  const real = !Number.isNaN(date.getTime()) && isRealDay(text.slice(0, 10));
  if (!(dateOnly || DATE_TIME.test(text)) || !real) invalid(path, 'must be an ISO date or date-time');
  return dateOnly ? new Date(date.getTime() + dayEnd) : date;
}

/** Date rolls "2025-02-30" over into March; a real calendar day reads back unchanged. */
function isRealDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}
