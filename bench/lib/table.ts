import type { BenchRow } from './types.js';

const COLUMNS = ['scenario', 'metric', 'value', 'baseline', 'ratio', 'goal', 'met'] as const;

function show(value: number | undefined): string {
  if (value === undefined) return '';
  if (Math.abs(value) >= 100) return String(Math.round(value));
  return String(Math.round(value * 1000) / 1000);
}

function cells(row: BenchRow): string[] {
  const baseline = row.baseline ? `${row.baseline}${row.baselineValue === undefined ? '' : ` ${show(row.baselineValue)}`}` : '';
  return [row.scenario, row.metric, show(row.value), baseline, show(row.ratio), row.goal ?? '', row.met === undefined ? '' : row.met ? 'yes' : 'NO'];
}

/** One plain-text table, columns padded to their widest cell (also pasted into the README). */
export function formatTable(rows: readonly BenchRow[]): string {
  const body = rows.map(cells);
  const widths = COLUMNS.map((c, i) => Math.max(c.length, ...body.map((r) => r[i]!.length)));
  const line = (r: readonly string[]) => r.map((cell, i) => cell.padEnd(widths[i]!)).join('  ').trimEnd();
  return [line(COLUMNS), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n');
}
