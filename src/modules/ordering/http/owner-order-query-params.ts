import type { components } from '../../../generated/api.js';
import { ValidationError } from '../../../shared/errors.js';
import type { OwnerOrderQuery } from '../domain/owner-order-query.js';

const MAX_PAGE = 500;

/**
 * react-admin's simple REST parameters as the contract's validator hands them over. It has checked
 * all three against openapi.yaml (getMyRestaurantOrders): `range` by its pattern, still JSON
 * text; `sort` and `filter`, declared with `content: application/json`, parsed and checked
 * against OwnerOrderSort and OwnerOrderFilter. openapi-typescript types such parameters as sent
 * (JSON text), so they arrive here as `unknown` and are asserted once, below.
 */
export interface ValidatedOwnerOrderQuery {
  sort?: unknown;
  range?: string;
  filter?: unknown;
}

type Sort = components['schemas']['OwnerOrderSort'];
type Filter = components['schemas']['OwnerOrderFilter'];

const DAY_MS = 86_400_000;

function invalid(path: string, message: string): never {
  throw new ValidationError(`${path}: ${message}`, [{ path, message }]);
}

/** What the contract cannot say: how `range`'s two numbers relate, and which days are in the calendar. */
export function parseOwnerOrderQuery(query: ValidatedOwnerOrderQuery): OwnerOrderQuery {
  return {
    sort: readSort(query.sort as Sort | undefined),
    range: readRange(query.range),
    ...readFilter((query.filter as Filter | undefined) ?? {}),
  };
}

function readSort(sort: Sort | undefined): OwnerOrderQuery['sort'] {
  if (sort === undefined) return { field: 'createdAt', order: 'desc' };
  const [field, order] = sort;
  return { field, order: order === 'ASC' ? 'asc' : 'desc' };
}

/** The pattern has made both plain decimals of at most 15 digits, so JSON reads them exactly. */
function readRange(text: string | undefined): OwnerOrderQuery['range'] {
  if (text === undefined) return { first: 0, last: MAX_PAGE - 1 };
  const [first, last] = JSON.parse(text) as [number, number];
  if (last < first || last - first >= MAX_PAGE) invalid('range', `must be [first, last] with first <= last and at most ${MAX_PAGE} orders`);
  return { first, last };
}

function readFilter(filter: Filter): Omit<OwnerOrderQuery, 'sort' | 'range'> {
  const { status, q, createdFrom, createdTo, charged } = filter;
  return {
    charged,
    statuses: status === undefined ? undefined : Array.isArray(status) ? status : [status],
    text: q === undefined || q === '' ? undefined : q.trim().toLowerCase(),
    createdFrom: createdFrom === undefined ? undefined : readDate('filter.createdFrom', createdFrom, 0),
    createdBefore: createdTo === undefined ? undefined : readDate('filter.createdTo', createdTo, DAY_MS),
  };
}

/**
 * A date alone covers its whole (UTC) day: `createdTo` "2025-01-31" ends at midnight after it.
 * The contract's pattern has fixed the shape; Date rolls "2025-02-30" over into March, so a real
 * calendar day is one that reads back unchanged.
 */
function readDate(path: string, text: string, dayEnd: number): Date {
  const day = text.slice(0, 10);
  const dateOnly = text.length === 10;
  const date = new Date(dateOnly ? `${text}T00:00:00Z` : text);
  const midnight = new Date(`${day}T00:00:00Z`);
  const real = !Number.isNaN(date.getTime()) && !Number.isNaN(midnight.getTime()) && midnight.toISOString().slice(0, 10) === day;
  if (!real) invalid(path, 'must be a real calendar day (and time)');
  return dateOnly ? new Date(date.getTime() + dayEnd) : date;
}
