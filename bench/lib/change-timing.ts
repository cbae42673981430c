// How the live scenario times a change's arrival at a stream (docs/architecture/live.md
// "Benchmark"): from its commit where PostgreSQL records commit timestamps
// (`track_commit_timestamp = on`), else from its occurred_at, which is taken before the change's
// transaction: an upper bound that also counts the owner's call waiting to commit.
import type { Database } from '../../src/shared/db/database.js';
import { clientOf } from '../../src/shared/db/text-contains.js';
import type { Arrival } from './live-clients.js';

export interface ChangeTiming {
  from: 'commit' | 'occurred_at';
  /** Arrival minus the start point (ms) of each arrival. */
  latencies(arrivals: Arrival[]): Promise<number[]>;
}

const IDS_PER_READ = 5_000;

export async function changeTiming(db: Database): Promise<ChangeTiming> {
  if (clientOf(db) === 'pg') {
    const { rows } = (await db.raw('show track_commit_timestamp')) as { rows: Array<{ track_commit_timestamp: string }> };
    if (rows[0]?.track_commit_timestamp === 'on') return { from: 'commit', latencies: (arrivals) => sinceCommit(db, arrivals) };
  }
  return { from: 'occurred_at', latencies: async (arrivals) => arrivals.map((a) => a.arrivedAt - a.createdAt) };
}

async function sinceCommit(db: Database, arrivals: Arrival[]): Promise<number[]> {
  const ids = [...new Set(arrivals.map((a) => a.eventId))];
  const committed = new Map<number, number>();
  for (let at = 0; at < ids.length; at += IDS_PER_READ) {
    const { rows } = (await db.raw('select id, extract(epoch from pg_xact_commit_timestamp(xmin)) * 1000 as ms from order_events where id = any(?::bigint[])', [
      ids.slice(at, at + IDS_PER_READ),
    ])) as { rows: Array<{ id: string; ms: string | null }> };
    for (const row of rows) if (row.ms !== null) committed.set(Number(row.id), Number(row.ms));
  }
  return arrivals.map((a) => {
    const at = committed.get(a.eventId);
    if (at === undefined) throw new Error(`event ${a.eventId} has no commit timestamp`);
    return a.arrivedAt - at;
  });
}
