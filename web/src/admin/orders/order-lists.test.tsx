import { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { CoreAdminContext, ListBase, memoryStore, testDataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { firstPageQuery, orderListProps } from './order-lists';
import type { OrdersTab } from './order-status';

/** The list queries react-admin's ListBase creates for a tab's props (rendering builds them; nothing is fetched). */
function listQueriesOf(tab: OrdersTab) {
  const queryClient = new QueryClient();
  renderToString(
    <MemoryRouter>
      <CoreAdminContext dataProvider={testDataProvider()} queryClient={queryClient} store={memoryStore({ locale: 'en' })}>
        <ListBase {...orderListProps(tab)} disableSyncWithLocation disableAuthentication render={() => null} />
      </CoreAdminContext>
    </MemoryRouter>,
  );
  return queryClient.getQueryCache().findAll({ queryKey: [orderListProps(tab).resource, 'getList'] });
}

describe("a tab's first page (what the owner area prefetches)", () => {
  it.each(['orders', 'unpaid'] as const)("is the query react-admin's list makes for the %s tab", (tab) => {
    const queries = listQueriesOf(tab);
    expect(queries).toHaveLength(1);
    const prefetched = new QueryClient().getQueryCache().build(new QueryClient(), { queryKey: firstPageQuery(tab).queryKey });
    expect(queries[0]!.queryHash).toBe(prefetched.queryHash);
  });

  it('differs between the tabs (their statuses)', () => {
    expect(listQueriesOf('orders')[0]!.queryHash).not.toBe(listQueriesOf('unpaid')[0]!.queryHash);
  });
});
