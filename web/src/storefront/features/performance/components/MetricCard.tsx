import type { LucideIcon } from 'lucide-react';
import { toneOf } from './tone';

export interface MetricCardProps {
  icon: LucideIcon;
  title: string;
  value: string;
  /** 0..100 where the metric has a score; bundle size has none. */
  score?: number;
  detail: string;
  /** How the figure is measured, in one sentence. */
  help: string;
}

export function MetricCard({ icon: Icon, title, value, score, detail, help }: MetricCardProps) {
  return (
    <section aria-label={title} className="flex min-w-0 flex-col gap-2 rounded-lg p-5 ring-1 ring-slate-200">
      <h3 className="flex items-center gap-2 text-sm font-bold text-slate-700">
        <Icon aria-hidden="true" className="size-4 text-brand-600" />
        {title}
      </h3>
      <p className={`text-3xl font-bold tracking-tight ${score === undefined ? 'text-slate-900' : toneOf(score).text}`}>{value}</p>
      <p className="text-sm text-slate-800">{detail}</p>
      <p className="mt-auto border-t border-slate-100 pt-2 text-xs text-slate-600">{help}</p>
    </section>
  );
}
