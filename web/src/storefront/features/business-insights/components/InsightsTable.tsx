import type { ReactNode } from 'react';

export interface Column {
  label: string;
  numeric?: boolean;
}

interface InsightsTableProps {
  caption: string;
  captionHidden?: boolean;
  columns: readonly Column[];
  rows: readonly { key: string; cells: readonly ReactNode[] }[];
}

/** A plain data table; numbers line up on the right. The first cell of a row is its header. */
export function InsightsTable({ caption, captionHidden = false, columns, rows }: InsightsTableProps) {
  const align = (column: Column | undefined) => (column?.numeric ? 'text-right tabular-nums' : 'text-left');
  return (
    <table className="w-full text-sm">
      <caption className={captionHidden ? 'sr-only' : 'pb-2 text-left text-slate-700'}>{caption}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-slate-600">
          {columns.map((column) => (
            <th key={column.label} scope="col" className={`px-2 py-2 ${align(column)}`}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-b border-slate-100 last:border-0">
            {row.cells.map((cell, i) =>
              i === 0 ? (
                <th key={i} scope="row" className={`px-2 py-2 text-slate-900 ${align(columns[i])}`}>
                  {cell}
                </th>
              ) : (
                <td key={i} className={`px-2 py-2 text-slate-700 ${align(columns[i])}`}>
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
