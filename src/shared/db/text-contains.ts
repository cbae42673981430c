import type { Knex } from 'knex';

/** Escapes LIKE's wildcards and its escape character itself. */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * `column` contains `text` (already lower-cased by the caller) as literal text, ignoring
 * case the way JavaScript does: PostgreSQL's lower(), SQLite's registered casefold().
 */
export function orWhereContains(query: Knex.QueryBuilder, client: 'pg' | 'sqlite', column: string, text: string): void {
  if (client === 'pg') query.orWhereRaw(`lower(??) like ? escape '\\'`, [column, `%${likeLiteral(text)}%`]);
  else query.orWhereRaw('instr(casefold(??), ?) > 0', [column, text]);
}

export function clientOf(db: Knex): 'pg' | 'sqlite' {
  return db.client.config.client === 'pg' ? 'pg' : 'sqlite';
}
