import { useId, type ReactNode } from 'react';
import { InsightsTable, type Column } from './InsightsTable';

interface ChartFigureProps {
  title: string;
  summary: string;
  columns: readonly Column[];
  rows: readonly { key: string; cells: readonly ReactNode[] }[];
  children: ReactNode;
}

/**
 * A chart with its text alternatives: a one-line summary everyone reads and the figures as
 * a table on demand. The drawing itself is hidden from assistive technology.
 */
export function ChartFigure({ title, summary, columns, rows, children }: ChartFigureProps) {
  const titleId = useId();
  return (
    <figure aria-labelledby={titleId} className="min-w-0 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id={titleId} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      <p className="text-sm text-slate-600">Last 6 months</p>
      <div aria-hidden="true" className="mt-4 h-60 sm:h-72">
        {children}
      </div>
      <figcaption className="mt-3 text-sm text-slate-700">{summary}</figcaption>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer rounded-sm py-0.5 text-brand-700 hover:underline">Show data table</summary>
        <div className="mt-2 overflow-x-auto">
          <InsightsTable caption={title} captionHidden columns={columns} rows={rows} />
        </div>
      </details>
    </figure>
  );
}
