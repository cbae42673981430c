import type { QueryClient } from '@tanstack/react-query';
import { dataProvider } from './data-provider';
import { OWNER_AREA_BASE, tabAt } from './layout/owner-tabs';
import { prefetchOrdersTab } from './orders/order-queries';

/**
 * Starts the first data of the owner area's address (an orders tab's summary and first page)
 * while react-admin's chunk downloads and the session restores; the calls go out as soon as
 * the login SDK gives a token (api/client.ts waits for it), not after react-admin's first
 * render. The restaurant tab's form, the reviews, team, payouts and vouchers tabs ask for themselves.
 */
export function prefetchOwnerArea(queryClient: QueryClient, pathname: string): void {
  const tab = tabAt(pathname.slice(OWNER_AREA_BASE.length));
  if (tab === 'restaurant' || tab === 'reviews' || tab === 'team' || tab === 'payouts' || tab === 'vouchers') return;
  // Failures are the dashboard's to show: it reads the same queries.
  void prefetchOrdersTab(queryClient, dataProvider, tab);
}
