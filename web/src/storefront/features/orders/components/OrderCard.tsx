import { useId } from 'react';
import type { Order } from '../api/get-my-orders';
import { formatOrderDate, orderNumber } from '../../../../shared/orders/order-details';
import { customerMayCancel } from '../../../../shared/orders/order-lifecycle';
import { awaitsPayment, hasReceipt } from '../order-status';
import { OrderRating } from './OrderRating';
import { OrderHelp } from './OrderHelp';
import { CancelOrder } from './CancelOrder';
import { OrderAgainLink, mayOrderAgain } from './OrderAgainLink';
import { OrderCancellation } from './OrderCancellation';
import { DeliveryDetailsCard, OrderRestaurantCard } from './OrderParties';
import { OrderStatusBadge } from './OrderStatusBadge';
import { OrderStatusPanel } from './OrderStatusPanel';
import { OrderCourier } from './OrderCourier';
import { OrderSummaryPanel } from './OrderSummaryPanel';
import { PaymentRequired } from './PaymentRequired';
import { PrintReceipt } from './PrintReceipt';

/**
 * One of the customer's orders: who, where, how far along, and what it costs. The order just paid (highlighted)
 * shows no 'Payment Required' box while the payment's confirmation is on its way: the page's notice says so.
 */
export function OrderCard({ order, highlighted = false }: { order: Order; highlighted?: boolean }) {
  const titleId = useId();
  const label = `Order #${orderNumber(order._id)}`;
  return (
    <article
      aria-labelledby={titleId}
      className={`flex flex-col gap-4 rounded-lg p-3 ring-1 sm:p-5 ${highlighted ? 'bg-green-50/60 ring-green-300' : 'bg-slate-50 ring-slate-200'}`}
    >
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="flex flex-col">
          <h3 id={titleId} tabIndex={-1} className="text-xl font-bold tracking-tight">
            {label}
          </h3>
          <p className="text-sm text-slate-600">
            <time dateTime={order.createdAt}>{formatOrderDate(new Date(order.createdAt))}</time>
          </p>
        </div>
        <OrderStatusBadge status={order.status} fulfilment={order.fulfilment} />
      </header>
      {awaitsPayment(order.status) && !highlighted && <PaymentRequired orderId={order._id} describedBy={titleId} />}
      {/* Two columns from md: who and where beside how far and how much. */}
      <div className="grid gap-4 md:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-4">
          <OrderRestaurantCard order={order} />
          <DeliveryDetailsCard details={order.deliveryDetails} note={order.note} collectFrom={order.fulfilment === 'collection' ? order.restaurant : undefined} />
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          <OrderStatusPanel order={order} orderLabel={label} />
          <OrderCourier order={order} />
          <OrderCancellation order={order} orderLabel={label} />
          <OrderSummaryPanel order={order} orderLabel={label} />
          {hasReceipt(order) && <PrintReceipt order={order} orderLabel={label} />}
          {customerMayCancel(order.status) && <CancelOrder order={order} orderLabel={label} headingId={titleId} />}
          <OrderHelp order={order} orderLabel={label} />
          <OrderRating order={order} orderLabel={label} />
          {mayOrderAgain(order.status) && <OrderAgainLink order={order} describedBy={titleId} />}
        </div>
      </div>
    </article>
  );
}
