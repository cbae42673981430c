import type { BusinessInsights } from '../api/get-business-insights';
import { OrdersTrendChart } from './OrdersTrendChart';
import { RevenueGrowthChart } from './RevenueGrowthChart';

/** docs/product/screens.md "Business insights": monthly orders trend and revenue growth over the last six months, side by side on wide screens. */
export function OverviewTab({ insights }: { insights: BusinessInsights }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <OrdersTrendChart months={insights.monthlyData} />
      <RevenueGrowthChart months={insights.monthlyData} />
    </div>
  );
}
