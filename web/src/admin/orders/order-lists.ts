import { ORDER } from './order-data-provider';
import { TAB_FILTERS, TAB_STATUSES, type OrdersTab } from './order-status';

const NEWEST_FIRST = { field: 'createdAt', order: 'DESC' } as const;
const PER_PAGE = 24;

/** Each orders tab's list as the dashboard's ListBase asks for it: newest first, 24 a page, the tab's statuses. */
export const orderListProps = (tab: OrdersTab) => ({
  resource: ORDER,
  perPage: PER_PAGE,
  sort: NEWEST_FIRST,
  filterDefaultValues: { status: [...TAB_STATUSES[tab]], ...TAB_FILTERS[tab] },
});

/**
 * The query a tab's list makes first, as react-admin's list controller builds it from those
 * props: useGetList's key is `[resource, 'getList', { pagination, sort, filter, meta }]`
 * (ra-core useGetList; order-lists.test.tsx renders ListBase to hold this to it). The owner
 * area's prefetch (admin/prefetch.ts) fills it before react-admin has rendered.
 */
export function firstPageQuery(tab: OrdersTab) {
  const { resource, perPage, sort, filterDefaultValues } = orderListProps(tab);
  const params = { pagination: { page: 1, perPage }, sort, filter: filterDefaultValues };
  return { resource, params, queryKey: [resource, 'getList', params] as const };
}
