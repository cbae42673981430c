import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { BusinessInsights } from '../api/get-business-insights';
import { changePercent, revenueGrowthSummary } from '../chart-summaries';
import { formatGrowth, formatMonth, formatUsd, formatUsdCompact } from '../insights-format';
import { ChartFigure } from './ChartFigure';

const BAR = '#0f766e'; // teal-700: apart from the orders line, 5:1 on white
const AXIS = { fontSize: 12, fill: '#475569' };

/** docs/product/screens.md Overview: revenue per month and its growth month on month, last six months. */
export function RevenueGrowthChart({ months }: { months: BusinessInsights['monthlyData'] }) {
  const data = months.map((m) => ({ ...m, label: formatMonth(m.month) }));
  const rows = data.map((m, i) => {
    const change = changePercent(months[i - 1]?.revenue, m.revenue);
    return { key: m.month, cells: [m.label, formatUsd(m.revenue), change === null ? 'n/a' : formatGrowth(change)] };
  });
  return (
    <ChartFigure
      title="Revenue Growth"
      summary={revenueGrowthSummary(months)}
      columns={[{ label: 'Month' }, { label: 'Revenue', numeric: true }, { label: 'Change', numeric: true }]}
      rows={rows}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 12, bottom: 0, left: -4 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" vertical={false} />
          <XAxis dataKey="label" tick={AXIS} tickLine={false} axisLine={{ stroke: '#cbd5e1' }} interval="preserveStartEnd" />
          <YAxis tick={AXIS} tickLine={false} axisLine={false} tickFormatter={formatUsdCompact} />
          <Tooltip formatter={(value) => [formatUsd(Number(value)), 'Revenue']} cursor={{ fill: '#f1f5f9' }} />
          <Bar dataKey="revenue" name="Revenue" fill={BAR} radius={[4, 4, 0, 0]} maxBarSize={48} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}
