import type { components } from '../../../generated/api.js';
import { readRange } from '../../../http/simple-rest-query.js';
import type { OversightQuery } from '../../catalogue/index.js';
import { OPERATOR_PAGE_MAX, type ValidatedListQuery } from './audit-query-params.js';

type Sort = components['schemas']['OverseenRestaurantSort'];
type Filter = components['schemas']['OverseenRestaurantFilter'];

/** The contract has checked `sort` and `filter` (OverseenRestaurantSort, OverseenRestaurantFilter) and `range`'s pattern. */
export function parseRestaurantQuery(query: ValidatedListQuery): OversightQuery {
  const [field, order] = (query.sort as Sort | undefined) ?? ['restaurantName', 'ASC'];
  const { q, suspended, listed } = (query.filter as Filter | undefined) ?? {};
  return {
    sort: { field, order: order === 'DESC' ? 'desc' : 'asc' },
    range: readRange(query.range ?? '[0,24]', OPERATOR_PAGE_MAX, 'restaurants'),
    filter: { text: q?.trim().toLowerCase() || undefined, suspended, listed },
  };
}
