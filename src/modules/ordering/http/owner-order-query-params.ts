import type { components } from '../../../generated/api.js';
import { readDate, readRange } from '../../../http/simple-rest-query.js';
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

/** What the contract cannot say: how `range`'s two numbers relate, and which days are in the calendar. */
export function parseOwnerOrderQuery(query: ValidatedOwnerOrderQuery): OwnerOrderQuery {
  return {
    sort: readSort(query.sort as Sort | undefined),
    range: readRange(query.range, MAX_PAGE),
    ...readFilter((query.filter as Filter | undefined) ?? {}),
  };
}

function readSort(sort: Sort | undefined): OwnerOrderQuery['sort'] {
  if (sort === undefined) return { field: 'createdAt', order: 'desc' };
  const [field, order] = sort;
  return { field, order: order === 'ASC' ? 'asc' : 'desc' };
}

function readFilter(filter: Filter): Omit<OwnerOrderQuery, 'sort' | 'range'> {
  const { status, q, createdFrom, createdTo, charged } = filter;
  return {
    charged,
    statuses: status === undefined ? undefined : Array.isArray(status) ? status : [status],
    text: q === undefined || q === '' ? undefined : q.trim().toLowerCase(),
    createdFrom: createdFrom === undefined ? undefined : readDate('filter.createdFrom', createdFrom, 'start'),
    createdBefore: createdTo === undefined ? undefined : readDate('filter.createdTo', createdTo, 'end'),
  };
}
