import { useMemo } from 'react';
import type { Order } from '../api/get-my-orders';
import { groupOrdersByDay } from '../../../../shared/orders/order-days';
import { OrderDayCard } from './OrderDayCard';

/** The orders by day; `firstOrderId` (just paid) leads, its day first and open. */
export function OrderHistory({ orders, firstOrderId }: { orders: readonly Order[]; firstOrderId?: string }) {
  const days = useMemo(() => groupOrdersByDay(orders, firstOrderId), [orders, firstOrderId]);
  return (
    <div className="flex flex-col gap-6">
      {days.map((day) => (
        // Keyed by day: a poll keeps each day's open or closed state.
        <OrderDayCard key={day.key} day={day} highlightedId={firstOrderId} />
      ))}
    </div>
  );
}
