import type { BusinessInsights } from '../api/get-business-insights';
import { formatOrderDate, formatUsd, orderNumber } from '../insights-format';
import { statusBadgeClass, statusLabel } from '../order-status-badge';
import { InsightsPanel } from './InsightsPanel';

/** docs/product/screens.md Recent Orders, badge colours of docs/product/states.md "Order status". A list, not a table, so a phone shows it whole. */
export function RecentOrdersTab({ insights }: { insights: BusinessInsights }) {
  const orders = insights.recentOrders;
  return (
    <InsightsPanel title="Recent Orders" description="The latest orders of your restaurant" isEmpty={orders.length === 0}>
      <ul className="divide-y divide-slate-100">
        {orders.map((order) => (
          <li key={order.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3 first:pt-0 last:pb-0">
            <div className="min-w-0">
              <p className="text-slate-900">{order.customer}</p>
              <p className="text-sm text-slate-600">
                Order {orderNumber(order.id)} · <time dateTime={order.date}>{formatOrderDate(order.date)}</time>
              </p>
            </div>
            <div className="flex items-center gap-3">
              <span className={`rounded-full px-2.5 py-0.5 text-xs font-bold ring-1 ring-inset ${statusBadgeClass(order.status)}`}>
                {statusLabel(order.status)}
              </span>
              <span className="font-bold text-slate-900 tabular-nums">{formatUsd(order.amount)}</span>
            </div>
          </li>
        ))}
      </ul>
    </InsightsPanel>
  );
}
