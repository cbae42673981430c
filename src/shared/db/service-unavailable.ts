import { AppError } from '../errors.js';

/** The database or the disk cannot take the change now: 503, the code says why. */
export class ServiceUnavailableError extends AppError {
  constructor(
    code: UnavailableCode,
    message: string,
    /** Seconds a client should wait before trying again, when waiting helps. */
    readonly retryAfterSeconds?: number,
  ) {
    super(503, code, message);
  }
}

export type UnavailableCode = 'DATABASE_BUSY' | 'DATABASE_READ_ONLY' | 'DATABASE_UNAVAILABLE' | 'STORAGE_FULL' | 'STORAGE_READ_ONLY';

const BUSY = ['DATABASE_BUSY', 'The database is busy with another write; try again shortly', 1] as const;
const READ_ONLY = ['DATABASE_READ_ONLY', 'The database is read-only; changes cannot be saved'] as const;
const FULL = ['STORAGE_FULL', 'The server has run out of storage space; changes cannot be saved'] as const;
const DOWN = ['DATABASE_UNAVAILABLE', 'The database is not available; try again shortly', 5] as const;
type Verdict = readonly [UnavailableCode, string, number?];

/** SQLite result codes (extended ones share the prefix), as better-sqlite3 reports them. */
const SQLITE: Array<[RegExp, Verdict]> = [
  [/^SQLITE_(BUSY|LOCKED)/, BUSY],
  [/^SQLITE_READONLY/, READ_ONLY],
  [/^SQLITE_FULL$/, FULL],
  [/^SQLITE_CANTOPEN/, DOWN],
];

/** PostgreSQL SQLSTATEs worth a clear answer. */
const POSTGRES: Record<string, Verdict> = {
  '25006': READ_ONLY, // read_only_sql_transaction (a standby, or default_transaction_read_only)
  '53100': FULL, // disk_full
  '53200': DOWN, // out_of_memory
  '53300': BUSY, // too_many_connections
  '55P03': BUSY, // lock_not_available
  '40001': BUSY, // serialization_failure
  '40P01': BUSY, // deadlock_detected
  '57P01': DOWN, // admin_shutdown
  '57P02': DOWN, // crash_shutdown
  '57P03': DOWN, // cannot_connect_now
  '08000': DOWN, // connection_exception
  '08001': DOWN, // sqlclient_unable_to_establish_sqlconnection
  '08003': DOWN, // connection_does_not_exist
  '08006': DOWN, // connection_failure
};

/** The database server cannot be reached (stopped, restarting, network): the pool reconnects by itself. */
const CONNECTION: Record<string, Verdict> = {
  ECONNREFUSED: DOWN,
  ECONNRESET: DOWN,
  ETIMEDOUT: DOWN,
  EPIPE: DOWN,
};

/** File system errors of the disk the SQLite file or the images live on. */
const FILE_SYSTEM: Record<string, Verdict> = {
  ENOSPC: FULL,
  EDQUOT: FULL,
  EROFS: ['STORAGE_READ_ONLY', 'The server storage is read-only; changes cannot be saved'],
};

function verdictOf(error: unknown): Verdict | undefined {
  const { code, name } = (error ?? {}) as { code?: unknown; name?: unknown };
  if (name === 'KnexTimeoutError') return BUSY; // no pooled connection came free in time
  if (typeof code !== 'string') return connectionLost(error) ? DOWN : undefined;
  return SQLITE.find(([pattern]) => pattern.test(code))?.[1] ?? POSTGRES[code] ?? FILE_SYSTEM[code] ?? CONNECTION[code];
}

/**
 * pg reports a connection dropped mid-query (or a query sent on a client it dropped) by message
 * only, and knex puts the query's SQL before the message ('select ... - Connection terminated
 * unexpectedly'): a search while PostgreSQL stopped answered 500 now and then.
 */
const CONNECTION_LOST = /(?:^|\s-\s)(?:Connection terminated|Connection ended unexpectedly|Client has encountered a connection error and is not queryable|Client was closed and is not queryable)/;

function connectionLost(error: unknown): boolean {
  return error instanceof Error && CONNECTION_LOST.test(error.message);
}

/** The 503 a database or disk failure deserves, or undefined for anything else. */
export function asServiceUnavailable(error: unknown): ServiceUnavailableError | undefined {
  if (error instanceof ServiceUnavailableError) return error;
  const verdict = verdictOf(error);
  return verdict && new ServiceUnavailableError(...verdict);
}
