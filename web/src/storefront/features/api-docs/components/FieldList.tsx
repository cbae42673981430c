import { InlineText } from './DescriptionText';

export interface FieldRow {
  name: string;
  type: string;
  required: boolean;
  description: string;
  /** Where a parameter travels: path, query or header. */
  in?: string;
  example?: unknown;
}

const exampleText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** Parameters and body fields: a list rather than a table, so it reflows on a phone. */
export function FieldList({ rows, label }: { rows: FieldRow[]; label: string }) {
  return (
    <ul aria-label={label} className="divide-y divide-slate-200 rounded-md ring-1 ring-slate-200">
      {rows.map((row) => (
        <li key={`${row.in ?? ''}:${row.name}`} className="grid gap-1 px-3 py-2 text-sm sm:grid-cols-[minmax(10rem,16rem)_1fr] sm:gap-4">
          <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
            <code className="font-mono font-bold text-slate-900 wrap-anywhere">{row.name}</code>
            {row.in && <span className="text-xs text-slate-600">{row.in}</span>}
            {row.required && <span className="text-xs font-bold text-red-700">required</span>}
          </div>
          <div className="flex min-w-0 flex-col gap-0.5">
            <code className="font-mono text-xs text-slate-700 wrap-anywhere">{row.type}</code>
            {row.description && (
              <span className="text-slate-700">
                <InlineText text={row.description} />
              </span>
            )}
            {row.example !== undefined && (
              <span className="text-xs text-slate-600">
                Example: <code className="font-mono text-slate-900 wrap-anywhere">{exampleText(row.example)}</code>
              </span>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
