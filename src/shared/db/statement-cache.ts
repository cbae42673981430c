import { LRUCache } from 'lru-cache';

/** What better-sqlite3's Database offers that the cache needs. */
interface Preparing<S> {
  prepare(sql: string): S;
}

/** Prepared statements kept per connection; sized for every distinct statement the product runs. */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * Makes `connection.prepare` reuse a statement already prepared for the same SQL text. knex's
 * better-sqlite3 client prepares every query anew, and SQLite's parse and plan cost more than
 * running most of our statements (checkout's lookups and inserts). A statement stays valid
 * across schema changes: SQLite re-prepares it by itself. The least recently used is dropped
 * beyond `size`, so SQL with varying text (IN lists of any length) cannot grow it without bound.
 */
export function cacheStatements<S extends object, C extends Preparing<S>>(connection: C, size = STATEMENT_CACHE_SIZE): C {
  const prepare = connection.prepare.bind(connection);
  const statements = new LRUCache<string, S>({ max: size });
  connection.prepare = (sql: string): S => {
    let statement = statements.get(sql);
    if (!statement) statements.set(sql, (statement = prepare(sql)));
    return statement;
  };
  return connection;
}
