import type { Order } from '../api/get-my-orders';
import { formatExpectedBy, formatTime } from '../../../../shared/orders/order-details';
import { expectedAt } from '../../../../shared/orders/order-estimate';
import { customerStatus } from '../order-status';
import { OrderProgress } from './OrderProgress';

/**
 * docs/product/screens.md "My orders" status line: 'Order Status', 'Ordered At', 'Expected By', then the progress bar.
 * Expected By is the creation time plus the estimate for the fulfilment (or the slot), until the restaurant accepts; then the restaurant's own
 * (acceptance plus its minutes, plus delays: docs/product/decisions.md "Accept or decline"). A cancelled order
 * is expected by no one: its cancellation time shows instead.
 */
export function OrderStatusPanel({ order, orderLabel }: { order: Order; orderLabel: string }) {
  const orderedAt = new Date(order.createdAt);
  const expected = expectedAt(order);
  const cancelledAt = order.cancellation ? new Date(order.cancellation.at) : null;
  return (
    <section aria-label={`Status of ${orderLabel}`} className="flex flex-col gap-4 rounded-lg bg-white p-4 ring-1 ring-slate-200">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-[minmax(0,3fr)_minmax(0,2fr)_minmax(0,2fr)]">
        <div className="col-span-2 flex flex-col gap-0.5 sm:col-span-1">
          <dt className="text-sm text-slate-600">Order Status</dt>
          {/* Polite: a change found by polling is read out once. */}
          <dd aria-live="polite" className="font-bold">
            {customerStatus(order.status, order.fulfilment).label}
          </dd>
        </div>
        <div className="flex flex-col gap-0.5">
          <dt className="text-sm text-slate-600">Ordered At</dt>
          <dd className="font-bold tabular-nums">
            <time dateTime={order.createdAt}>{formatTime(orderedAt)}</time>
          </dd>
        </div>
        {cancelledAt ? (
          <div className="flex flex-col gap-0.5">
            <dt className="text-sm text-slate-600">Cancelled At</dt>
            <dd className="font-bold tabular-nums">
              <time dateTime={cancelledAt.toISOString()}>{formatExpectedBy(orderedAt, cancelledAt)}</time>
            </dd>
          </div>
        ) : (
          <div className="flex flex-col gap-0.5">
            <dt className="text-sm text-slate-600">Expected By</dt>
            {/* Polite: a delay the restaurant adds is read out once. */}
            <dd aria-live="polite" className="font-bold tabular-nums">
              <time dateTime={expected.toISOString()}>{formatExpectedBy(orderedAt, expected)}</time>
            </dd>
          </div>
        )}
      </dl>
      {order.scheduledFor && (
        // docs/product/decisions.md "Orders for later": the slot the customer chose.
        <p className="font-bold text-slate-800">
          Scheduled for <time dateTime={order.scheduledFor}>{formatExpectedBy(orderedAt, new Date(order.scheduledFor))}</time>
        </p>
      )}
      <OrderProgress status={order.status} fulfilment={order.fulfilment} label={`Progress of ${orderLabel}`} />
    </section>
  );
}

