import { createContext, useContext, useState, type ReactNode } from 'react';
import type { OrderRecord } from './order-data-provider';
import { useUpdateOrderStatus, type StatusChange } from './order-queries';

interface OrderActions {
  /** The unpaid tab only shows its orders: no status selector. */
  readOnly: boolean;
  changeStatus(change: StatusChange): void;
  /** The order whose change is on its way; its selectors wait. */
  pendingId?: string;
  openDetails(order: OrderRecord): void;
  /** The order in the details panel, as last seen (it may have left the filtered list). */
  detailsOrder: OrderRecord | null;
  closeDetails(): void;
  /** The server's answer to one of the desk's actions: the details panel follows it. */
  orderChanged(order: OrderRecord): void;
}

const OrderActionsContext = createContext<OrderActions | null>(null);

export function useOrderActions(): OrderActions {
  const actions = useContext(OrderActionsContext);
  if (!actions) throw new Error('useOrderActions needs an <OrderActionsProvider>');
  return actions;
}

/** What cards, table rows and the details panel of one tab do with an order. */
export function OrderActionsProvider({ readOnly, children }: { readOnly: boolean; children: ReactNode }) {
  const [detailsOrder, setDetailsOrder] = useState<OrderRecord | null>(null);
  const orderChanged = (order: OrderRecord) => setDetailsOrder((open) => (open?.id === order.id ? order : open));
  const { changeStatus, pendingId } = useUpdateOrderStatus(orderChanged);

  const actions: OrderActions = {
    readOnly,
    changeStatus: (change) => void changeStatus(change),
    pendingId,
    openDetails: setDetailsOrder,
    detailsOrder,
    closeDetails: () => setDetailsOrder(null),
    orderChanged,
  };
  return <OrderActionsContext.Provider value={actions}>{children}</OrderActionsContext.Provider>;
}
