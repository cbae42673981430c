import type { BusinessInsights } from '../api/get-business-insights';
import { formatCount, formatPercent } from '../insights-format';
import { InsightsPanel } from './InsightsPanel';

/** docs/product/screens.md Cuisines: the popular cuisines with their share of orders, as text and as a bar. */
export function CuisinesTab({ insights }: { insights: BusinessInsights }) {
  const cuisines = insights.topCuisines;
  return (
    <InsightsPanel title="Popular Cuisines" description="Share of orders by cuisine" isEmpty={cuisines.length === 0}>
      <ul className="space-y-4">
        {cuisines.map((c) => (
          <li key={c.cuisine}>
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="text-slate-900">{c.cuisine}</span>
              <span className="text-slate-700 tabular-nums">
                {formatCount(c.orders)} {c.orders === 1 ? 'order' : 'orders'} · <span className="font-bold">{formatPercent(c.percentage)}</span>
              </span>
            </div>
            <div aria-hidden="true" className="mt-1.5 h-2 rounded-full bg-slate-100">
              <div className="h-full rounded-full bg-brand-500" style={{ width: `${Math.min(100, c.percentage)}%` }} />
            </div>
          </li>
        ))}
      </ul>
    </InsightsPanel>
  );
}
