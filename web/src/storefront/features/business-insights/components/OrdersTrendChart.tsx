import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { BusinessInsights } from '../api/get-business-insights';
import { ordersTrendSummary } from '../chart-summaries';
import { formatCount, formatMonth } from '../insights-format';
import { ChartFigure } from './ChartFigure';

const LINE = '#c2410c'; // brand-700: 4.5:1 on white, like the text it sits beside
const AXIS = { fontSize: 12, fill: '#475569' };

/** docs/product/screens.md Overview: orders per month over the last six months. */
export function OrdersTrendChart({ months }: { months: BusinessInsights['monthlyData'] }) {
  const data = months.map((m) => ({ ...m, label: formatMonth(m.month) }));
  return (
    <ChartFigure
      title="Monthly Orders Trend"
      summary={ordersTrendSummary(months)}
      columns={[{ label: 'Month' }, { label: 'Orders', numeric: true }]}
      rows={data.map((m) => ({ key: m.month, cells: [m.label, formatCount(m.orders)] }))}
    >
      {/* The figure's summary and table are the accessible version; no keyboard layer here. */}
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} margin={{ top: 8, right: 12, bottom: 0, left: -12 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" vertical={false} />
          <XAxis dataKey="label" tick={AXIS} tickLine={false} axisLine={{ stroke: '#cbd5e1' }} interval="preserveStartEnd" />
          <YAxis tick={AXIS} tickLine={false} axisLine={false} allowDecimals={false} tickFormatter={formatCount} />
          <Tooltip formatter={(value) => [formatCount(Number(value)), 'Orders']} />
          <Line type="monotone" dataKey="orders" name="Orders" stroke={LINE} strokeWidth={2.5} dot={{ r: 4, fill: LINE }} isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}
