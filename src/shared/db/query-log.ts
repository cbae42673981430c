import type { Knex } from 'knex';

/**
 * Fields of a driver's error that quote the row's values: PostgreSQL's `detail` ("Key
 * (email)=(ada@example.com) already exists"), `where` and `internalQuery`; knex's `bindings`.
 */
const VALUE_FIELDS = ['detail', 'where', 'internalQuery', 'bindings', 'parameters'] as const;

/**
 * A failed query's error names its statement without the values bound to it, so error logs
 * carry no names, addresses or e-mails: knex writes the statement with `?`/`$1` placeholders
 * instead of the values (compileSqlOnError), and the drivers' value-quoting fields are dropped.
 */
export function keepValuesOutOfQueryErrors(db: Knex): Knex {
  (db.client as { config: Knex.Config }).config.compileSqlOnError = false;
  db.on('query-error', (error: unknown) => {
    if (typeof error !== 'object' || error === null) return;
    for (const field of VALUE_FIELDS) delete (error as Record<string, unknown>)[field];
  });
  return db;
}
