import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Admin, CustomRoutes, memoryStore, Resource } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { dataProvider } from './data-provider';
import { OWNER_AREA_BASE } from './layout/owner-tabs';
import { OwnerLayout } from './layout/OwnerLayout';
import { ORDER, orders, OrdersList, UnpaidOrdersList } from './orders';
import { restaurant, RESTAURANT } from './restaurant';
import { PayoutsPanel } from './payouts/PayoutsPanel';
import { ReviewsPanel } from './reviews/ReviewsPanel';
import { useMyRole } from './team/team-queries';
import { TeamPanel } from './team/TeamPanel';
import { VOUCHERS, vouchers } from './vouchers';
import { adminTheme } from './theme';

/**
 * The owner area (docs/product/screens.md Manage Restaurant): a react-admin app below /manage-restaurant.
 * It renders inside the app's router and page layout, shares the app's query cache, and
 * keeps its tab in the path.
 */
export function OwnerAdmin() {
  const queryClient = useQueryClient();
  // The owner's choices (grid or list) last for the visit.
  const [store] = useState(() => memoryStore());
  // A courier's part is the courier view (docs/product/team-and-roles.md): the desk's calls and
  // stream would answer them as a stranger.
  if (useMyRole().data?.role === 'courier') return <Navigate to="/courier" replace />;
  return (
    <Admin
      basename={OWNER_AREA_BASE}
      dataProvider={dataProvider}
      queryClient={queryClient}
      theme={adminTheme}
      store={store}
      layout={OwnerLayout}
      disableTelemetry
    >
      <CustomRoutes>
        {/* The area's own address is the Orders tab (owner-tabs.ts), shown at once: react-admin
            would first look for the first resource the owner may list and redirect to it. */}
        <Route index element={<OrdersList />} />
        <Route path="/reviews" element={<ReviewsPanel />} />
        <Route path="/team" element={<TeamPanel />} />
        <Route path="/payouts" element={<PayoutsPanel />} />
      </CustomRoutes>
      <Resource name={ORDER} {...orders}>
        <Route path="unpaid" element={<UnpaidOrdersList />} />
      </Resource>
      <Resource name={RESTAURANT} {...restaurant} />
      <Resource name={VOUCHERS} {...vouchers} />
    </Admin>
  );
}
