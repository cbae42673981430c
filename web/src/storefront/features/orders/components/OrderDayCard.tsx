import { CalendarDays, ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import type { Order } from '../api/get-my-orders';
import { formatDayHeading, orderCountLabel, type OrderDay } from '../../../../shared/orders/order-days';
import { OrderCard } from './OrderCard';

interface OrderDayCardProps {
  day: OrderDay<Order>;
  /** The order just paid, drawn out among the others. */
  highlightedId?: string;
}

/** docs/product/screens.md "My orders": one creation day, its date and count, collapsible (disclosure pattern); open at first. */
export function OrderDayCard({ day, highlightedId }: OrderDayCardProps) {
  const [expanded, setExpanded] = useState(true);
  const id = useId();
  const buttonId = `${id}-toggle`;
  const panelId = `${id}-orders`;
  return (
    <section aria-labelledby={buttonId} className="rounded-lg bg-white ring-1 ring-slate-200">
      <h2 className="text-base sm:text-lg">
        <button
          id={buttonId}
          type="button"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={() => setExpanded((open) => !open)}
          className="flex w-full items-center justify-between gap-3 rounded-lg px-4 py-3 text-left hover:bg-slate-50 sm:px-6 sm:py-4"
        >
          <span className="flex min-w-0 items-center gap-2 font-bold tracking-tight">
            <CalendarDays aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
            <time dateTime={day.key}>{formatDayHeading(day.date)}</time>
          </span>
          <span className="flex shrink-0 items-center gap-3">
            <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-bold text-brand-800 ring-1 ring-brand-200">
              {orderCountLabel(day.orders.length)}
            </span>
            <ChevronDown aria-hidden="true" className={`size-5 text-slate-600 transition-transform ${expanded ? 'rotate-180' : ''}`} />
          </span>
        </button>
      </h2>
      <div id={panelId} hidden={!expanded} className="border-t border-slate-200 p-3 sm:p-6">
        <ol className="flex flex-col gap-5">
          {day.orders.map((order) => (
            <li key={order._id}>
              <OrderCard order={order} highlighted={order._id === highlightedId} />
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
