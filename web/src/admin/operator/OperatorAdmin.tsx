import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Admin, memoryStore, Resource } from 'react-admin';
import { operatorTheme } from './operator-theme';
import { AuditList } from './audit/AuditList';
import { AUDIT, operatorDataProvider, ORDERS, RESTAURANTS } from './operator-data-provider';
import { OPERATOR_BASE, OperatorLayout } from './OperatorLayout';
import { OrderList } from './orders/OrderList';
import { OrderShow } from './orders/OrderShow';
import { RestaurantList } from './restaurants/RestaurantList';
import { RestaurantShow } from './restaurants/RestaurantShow';

/**
 * The operator's console (docs/architecture/operator.md): a react-admin app below /operator with
 * the framework's own lists, filters, sorting, paging, show views and a bulk action. Shown only
 * once the session call has said the caller is an operator (OperatorPage.tsx).
 */
export function OperatorAdmin() {
  const queryClient = useQueryClient();
  const [store] = useState(() => memoryStore());
  return (
    <Admin basename={OPERATOR_BASE} dataProvider={operatorDataProvider} queryClient={queryClient} theme={operatorTheme} store={store} layout={OperatorLayout} disableTelemetry>
      <Resource name={RESTAURANTS} list={RestaurantList} show={RestaurantShow} />
      <Resource name={ORDERS} list={OrderList} show={OrderShow} />
      <Resource name={AUDIT} list={AuditList} options={{ label: 'Audit log' }} />
    </Admin>
  );
}
