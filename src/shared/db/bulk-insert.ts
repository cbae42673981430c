import type { Knex } from 'knex';

/** Rows keyed by column name, every row with the same columns as the first. */
export type BulkRows = readonly Record<string, unknown>[];

/** Bind parameters per statement: under SQLite's 32,766 and PostgreSQL's 65,535. */
const MAX_PARAMS = 30_000;

/**
 * Multi-row `insert ... values (...), (...)`, as many rows per statement as the bind limit
 * allows. Raw SQL rather than the query builder: knex writes SQLite's multi-row inserts
 * as `union all` selects, which SQLite caps at 500 and which cost more to compile.
 * Only a table's owning module calls it, from its repository's bulk loader.
 */
export async function bulkInsert(trx: Knex.Transaction, table: string, rows: BulkRows): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!);
  const size = Math.max(1, Math.floor(MAX_PARAMS / columns.length));
  const tuple = `(${columns.map(() => '?').join(', ')})`;
  const head = `insert into "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) values `;
  for (let i = 0; i < rows.length; i += size) {
    const chunk = rows.slice(i, i + size);
    const bindings: unknown[] = [];
    for (const row of chunk) for (const column of columns) bindings.push(row[column]);
    await trx.raw(head + Array(chunk.length).fill(tuple).join(', '), bindings as Knex.RawBinding[]);
  }
}
