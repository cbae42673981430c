import type { Database } from './database.js';
import { asServiceUnavailable, ServiceUnavailableError } from './service-unavailable.js';

/** A failure is news for this long unless a write succeeds first. */
const REMEMBER_MS = 30_000;
const WRITES = new Set(['insert', 'update', 'del', 'upsert']);

/**
 * The last busy, read-only or full-disk failure of this database, so /health can say so
 * without probing: a read-only file or a full disk only shows when something is written.
 */
export class WriteTrouble {
  private last?: { error: ServiceUnavailableError; at: number };

  constructor(db: Database) {
    db.on('query-error', (err: unknown) => {
      const unavailable = asServiceUnavailable(err);
      if (unavailable) this.last = { error: unavailable, at: Date.now() };
    });
    db.on('query-response', (_response: unknown, query: { method?: string }) => {
      if (query.method && WRITES.has(query.method)) this.last = undefined;
    });
  }

  current(): ServiceUnavailableError | undefined {
    if (this.last && Date.now() - this.last.at > REMEMBER_MS) this.last = undefined;
    return this.last?.error;
  }
}
