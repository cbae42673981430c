import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Admin, memoryStore, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { dataProvider } from './data-provider';
import { OwnerLayout } from './layout/OwnerLayout';
import { ORDER, orders, UnpaidOrdersList } from './orders';
import { restaurant, RESTAURANT } from './restaurant';
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
  return (
    <Admin
      basename="/manage-restaurant"
      dataProvider={dataProvider}
      queryClient={queryClient}
      theme={adminTheme}
      store={store}
      layout={OwnerLayout}
      disableTelemetry
    >
      <Resource name={ORDER} {...orders}>
        <Route path="unpaid" element={<UnpaidOrdersList />} />
      </Resource>
      <Resource name={RESTAURANT} {...restaurant} />
    </Admin>
  );
}
