import type { BusinessInsights } from '../api/get-business-insights';
import { formatCount, formatUsd } from '../insights-format';
import { InsightsPanel } from './InsightsPanel';
import { InsightsTable } from './InsightsTable';

/** docs/product/screens.md Geography: the cities most orders go to, with a bar for each city's share of the busiest. */
export function GeographyTab({ insights }: { insights: BusinessInsights }) {
  const cities = insights.topCities;
  const busiest = Math.max(1, ...cities.map((c) => c.orders));
  return (
    <InsightsPanel title="Top Cities" description="Where your orders are delivered" isEmpty={cities.length === 0}>
      <InsightsTable
        caption="Top cities by orders"
        captionHidden
        columns={[{ label: 'City' }, { label: 'Orders', numeric: true }, { label: 'Revenue', numeric: true }]}
        rows={cities.map((c) => ({
          key: c.city,
          cells: [
            <span key="city" className="flex flex-col gap-1.5">
              {c.city}
              <span aria-hidden="true" className="block h-1.5 max-w-48 rounded-full bg-slate-100">
                <span className="block h-full rounded-full bg-brand-500" style={{ width: `${(c.orders / busiest) * 100}%` }} />
              </span>
            </span>,
            formatCount(c.orders),
            formatUsd(c.revenue),
          ],
        }))}
      />
    </InsightsPanel>
  );
}
