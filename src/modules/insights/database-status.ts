import type { Config } from '../../config.js';
import { pingDatabase, type Database } from '../../shared/db/database.js';
import { probe } from '../../shared/health.js';

export interface DatabaseStatus {
  status: 'connected' | 'error';
  database: 'sqlite' | 'postgresql';
  /** Round trip of `select 1`, or how long it took to fail. */
  latencyMs: number;
}

/** The status page's database card; a database that hangs counts as failed after the probe's timeout. */
export async function databaseStatus(db: Database, kind: Config['database']['kind']): Promise<DatabaseStatus> {
  const result = await probe(async () => ({ status: 'healthy', latencyMs: await pingDatabase(db) }));
  return {
    status: result.status === 'healthy' ? 'connected' : 'error',
    database: kind === 'postgres' ? 'postgresql' : 'sqlite',
    latencyMs: Math.round((result.latencyMs ?? 0) * 10) / 10,
  };
}
