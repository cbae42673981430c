import type { Knex } from 'knex';
import type { Database } from '../../../shared/db/database.js';
import { likeLiteral } from '../../../shared/db/text-contains.js';

/**
 * Literal, case-insensitive name matching, per database. The text is lower-cased by the
 * caller and is never treated as a pattern: LIKE wildcards are escaped, FTS5 gets a quoted
 * phrase. Relevance (DECISIONS.md): name starts with the text, then contains it, then
 * matches through a cuisine only.
 */
export interface TextMatch {
  nameContains(query: Knex.QueryBuilder, text: string): void;
  orderByRelevance(query: Knex.QueryBuilder, text: string): void;
  orderByName(query: Knex.QueryBuilder): Knex.QueryBuilder;
}

export function textMatchFor(db: Database): TextMatch {
  return db.client.config.client === 'pg' ? postgresTextMatch : sqliteTextMatch;
}


const postgresTextMatch: TextMatch = {
  // Served by the pg_trgm GIN index on lower(restaurant_name).
  nameContains: (query, text) => {
    query.whereRaw(`lower(r.restaurant_name) like ? escape '\\'`, [`%${likeLiteral(text)}%`]);
  },
  orderByRelevance: (query, text) => {
    query.orderByRaw(
      `case when lower(r.restaurant_name) like ? escape '\\' then 0 when lower(r.restaurant_name) like ? escape '\\' then 1 else 2 end`,
      [`${likeLiteral(text)}%`, `%${likeLiteral(text)}%`],
    );
  },
  // Byte order, as SQLite sorts, so both databases page identically.
  orderByName: (query) => query.orderByRaw('lower(r.restaurant_name) collate "C"'),
};

/** FTS5's trigram tokenizer needs at least three characters to use its index. */
const TRIGRAM = 3;

const sqliteTextMatch: TextMatch = {
  nameContains: (query, text) => {
    if ([...text].length < TRIGRAM) {
      query.whereRaw('instr(casefold(r.restaurant_name), ?) > 0', [text]);
      return;
    }
    query.whereIn('r.id', (fts) => {
      fts.from('restaurant_name_fts').select('restaurant_id').whereRaw('restaurant_name_fts match ?', [ftsPhrase(text)]);
    });
  },
  orderByRelevance: (query, text) => {
    query.orderByRaw(
      'case when substr(casefold(r.restaurant_name), 1, ?) = ? then 0 when instr(casefold(r.restaurant_name), ?) > 0 then 1 else 2 end',
      [[...text].length, text, text],
    );
  },
  orderByName: (query) => query.orderByRaw('lower(r.restaurant_name)'),
};

/** A quoted FTS5 phrase: operators and punctuation inside it are plain text. */
function ftsPhrase(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}
