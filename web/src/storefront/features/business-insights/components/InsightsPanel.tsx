import type { ReactNode } from 'react';

interface InsightsPanelProps {
  title: string;
  description: string;
  isEmpty: boolean;
  children: ReactNode;
}

/** The card of one tab: a title, what it covers, and its content or a quiet empty line. */
export function InsightsPanel({ title, description, isEmpty, children }: InsightsPanelProps) {
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 className="text-lg font-bold text-slate-900">{title}</h2>
      <p className="text-sm text-slate-600">{description}</p>
      <div className="mt-4">{isEmpty ? <p className="text-sm text-slate-600">No orders in this period.</p> : children}</div>
    </section>
  );
}
