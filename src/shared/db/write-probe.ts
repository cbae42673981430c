import type { Database } from './database.js';
import { clientOf } from './text-contains.js';
import { asServiceUnavailable, ServiceUnavailableError } from './service-unavailable.js';

interface SqliteConnection {
  readonly readonly: boolean;
  exec(sql: string): unknown;
}

/**
 * Whether a write could start now, without writing: on SQLite, take the write lock and let
 * it go at once (the busy timeout is tiny, so this never waits long); on PostgreSQL, ask
 * whether the session is read-only (a standby, or default_transaction_read_only).
 */
export async function writeBlocker(db: Database): Promise<ServiceUnavailableError | undefined> {
  if (clientOf(db) === 'pg') {
    const result = (await db.raw('show transaction_read_only')) as { rows: Array<{ transaction_read_only: string }> };
    return result.rows[0]?.transaction_read_only === 'on' ? asServiceUnavailable({ code: '25006' }) : undefined;
  }
  const conn = (await db.client.acquireConnection()) as SqliteConnection;
  try {
    if (conn.readonly) return asServiceUnavailable({ code: 'SQLITE_READONLY' });
    conn.exec('BEGIN IMMEDIATE');
    conn.exec('ROLLBACK');
    return undefined;
  } catch (error) {
    const unavailable = asServiceUnavailable(error);
    if (!unavailable) throw error;
    return unavailable;
  } finally {
    db.client.releaseConnection(conn);
  }
}
