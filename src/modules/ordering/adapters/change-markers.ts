import type { Knex } from 'knex';
import { FreshReads } from '../../../shared/fresh-reads.js';

/** Scopes per statement: well under every driver's bound-parameter limit. */
const SCOPES_PER_READ = 500;

/**
 * The change markers' versions as list ETags need them: every poll reads one. Concurrent
 * polls share one statement (see FreshReads), so a thousand clients polling at once cost a
 * few reads, and none gets a version read before it asked.
 */
export class ChangeMarkers {
  private readonly reads: FreshReads<string, number>;

  constructor(db: Knex) {
    this.reads = new FreshReads(async (scopes) => {
      const versions = new Map<string, number>();
      for (let at = 0; at < scopes.length; at += SCOPES_PER_READ) {
        const rows: Array<{ scope: string; version: number | string }> = await db('order_change_markers')
          .whereIn('scope', scopes.slice(at, at + SCOPES_PER_READ))
          .select('scope', 'version');
        for (const row of rows) versions.set(row.scope, Number(row.version));
      }
      return versions;
    });
  }

  /** 0 until the scope's first change. */
  async version(scope: string): Promise<number> {
    return (await this.reads.get(scope)) ?? 0;
  }
}
