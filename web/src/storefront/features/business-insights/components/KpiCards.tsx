import { DollarSign, Minus, Receipt, ShoppingBag, TrendingDown, TrendingUp, Users, type LucideIcon } from 'lucide-react';
import type { BusinessInsights } from '../api/get-business-insights';
import { formatCount, formatGrowth, formatUsd } from '../insights-format';
import { timeRangeInfo, type TimeRange } from '../time-ranges';

interface Kpi {
  label: string;
  value: string;
  icon: LucideIcon;
  growth?: number;
}

function Growth({ percent, timeRange }: { percent: number; timeRange: TimeRange }) {
  // The sign carries the meaning; colour and arrow only repeat it.
  const Icon = percent < 0 ? TrendingDown : percent > 0 ? TrendingUp : Minus;
  const colour = percent < 0 ? 'text-red-700' : percent > 0 ? 'text-green-700' : 'text-slate-600';
  return (
    <dd className="mt-1 flex items-start gap-1 text-xs text-slate-600 sm:text-sm">
      <Icon aria-hidden="true" className={`mt-0.5 size-4 shrink-0 ${colour}`} />
      <span>
        <span className={`font-bold ${colour}`}>{formatGrowth(percent)}</span> vs {timeRangeInfo(timeRange).previous}
      </span>
    </dd>
  );
}

/** The four KPI cards of docs/product/screens.md "Business insights", growth against the previous period where the API gives one. */
export function KpiCards({ insights, timeRange }: { insights: BusinessInsights; timeRange: TimeRange }) {
  const kpis: Kpi[] = [
    { label: 'Total Orders', value: formatCount(insights.totalOrders), icon: ShoppingBag, growth: insights.orderGrowth },
    { label: 'Total Revenue', value: formatUsd(insights.totalRevenue), icon: DollarSign, growth: insights.revenueGrowth },
    { label: 'Average Order Value', value: formatUsd(insights.averageOrderValue), icon: Receipt },
    { label: 'Total Customers', value: formatCount(insights.totalCustomers), icon: Users },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {kpis.map(({ label, value, icon: Icon, growth }) => (
        <div key={label} className="rounded-lg border border-slate-200 bg-white p-3 shadow-sm sm:p-5">
          <dt className="flex items-start justify-between gap-2 text-sm text-slate-600">
            {label}
            <Icon aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
          </dt>
          <dd className="mt-2 text-xl font-bold tracking-tight text-slate-900 tabular-nums sm:text-3xl">{value}</dd>
          {growth !== undefined && <Growth percent={growth} timeRange={timeRange} />}
        </div>
      ))}
    </dl>
  );
}
