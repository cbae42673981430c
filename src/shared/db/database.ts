import fs from 'node:fs';
import path from 'node:path';
import knex, { type Knex } from 'knex';
import { MIGRATIONS } from '../../../migrations/index.js';
import type { Config } from '../../config.js';
import { keepValuesOutOfQueryErrors } from './query-log.js';
import { WaitingSqliteClient } from './sqlite-client.js';
import { BACKSTOP_CHECKPOINT_PAGES } from './wal-checkpointer.js';

export type Database = Knex;

interface SqliteConnection {
  pragma(sql: string): unknown;
  function(name: string, options: { deterministic: boolean }, fn: (value: unknown) => unknown): unknown;
}

const migrationSource: Knex.MigrationSource<[string, Knex.Migration]> = {
  getMigrations: async () => MIGRATIONS,
  getMigrationName: ([name]) => name,
  getMigration: async ([, migration]) => migration,
};

export function knexConfig(database: Config['database']): Knex.Config {
  const migrations: Knex.MigratorConfig = { migrationSource, tableName: 'knex_migrations' };
  if (database.kind === 'postgres') {
    return { client: 'pg', connection: database.url, pool: { min: 0, max: 10 }, migrations };
  }
  return {
    client: WaitingSqliteClient,
    connection: { filename: database.filename },
    useNullAsDefault: true,
    // One connection: better-sqlite3 is synchronous, and one writer avoids SQLITE_BUSY
    // within this process; another process's lock is waited for by WaitingSqliteClient.
    pool: {
      min: 1,
      max: 1,
      afterCreate: (conn: SqliteConnection, done: (err: Error | null, conn: unknown) => void) => {
        conn.pragma('journal_mode = WAL');
        conn.pragma('foreign_keys = ON');
        // SQLite's busy handler sleeps inside the synchronous call, freezing the event loop:
        // keep it tiny and wait on a timer instead (sqlite-client.ts).
        conn.pragma('busy_timeout = 10');
        conn.pragma('synchronous = NORMAL');
        // Checkpoints run in a worker (wal-checkpointer.ts); the commit that crosses this runs one itself.
        conn.pragma(`wal_autocheckpoint = ${BACKSTOP_CHECKPOINT_PAGES}`);
        // SQLite's lower() folds ASCII only; text search compares names the way JavaScript does.
        conn.function('casefold', { deterministic: true }, (text) => (typeof text === 'string' ? text.toLowerCase() : text));
        done(null, conn);
      },
    },
    migrations,
  };
}

export function createDatabase(database: Config['database']): Database {
  if (database.kind === 'sqlite' && database.filename !== ':memory:') {
    fs.mkdirSync(path.dirname(database.filename), { recursive: true });
  }
  return keepValuesOutOfQueryErrors(knex(knexConfig(database)));
}

export async function migrateToLatest(db: Database): Promise<void> {
  await db.migrate.latest();
}

/** Round-trip check used by health endpoints; returns latency in milliseconds. */
export async function pingDatabase(db: Database): Promise<number> {
  const started = performance.now();
  await db.raw('select 1');
  return performance.now() - started;
}
