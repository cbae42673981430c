import { Database, Gauge, ShieldCheck, type LucideIcon } from 'lucide-react';
import type { MetricView } from '../metric-report';
import { STATUS_BORDER, StatusBadge } from './StatusBadge';

const ICONS: Record<MetricView['key'], LucideIcon> = { database: Database, api: Gauge, security: ShieldCheck };

/** A measured figure with its rating: Excellent / Good / Slow, or the protections that are on. */
export function MetricCard({ metric }: { metric: MetricView }) {
  const Icon = ICONS[metric.key];
  return (
    <article
      aria-labelledby={`metric-${metric.key}`}
      className={`flex h-full flex-col gap-3 rounded-lg border-l-4 bg-white p-4 shadow-sm ring-1 ring-slate-200 ${STATUS_BORDER[metric.tone]}`}
    >
      {/* The rating under the title: beside it, the longer titles would push it onto a line of its own. */}
      <div className="flex flex-col items-start gap-2">
        <h3 id={`metric-${metric.key}`} className="flex items-center gap-2 text-lg font-bold">
          <Icon aria-hidden="true" className="size-5 text-slate-500" />
          {metric.title}
        </h3>
        <StatusBadge tone={metric.tone} text={metric.summary} />
      </div>
      <dl className="flex flex-col gap-1 text-sm">
        {metric.rows.map((row) => (
          <div key={row.label} className="flex justify-between gap-3">
            <dt className="text-slate-600">{row.label}</dt>
            <dd className="text-right tabular-nums">{row.value}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
