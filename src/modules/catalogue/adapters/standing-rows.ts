import { fromDb } from '../../../shared/db/timestamps.js';
import type { Standing, StandingMark } from '../domain/standing.js';

/** The restaurants columns of a standing (migration 20261204010010_restaurant-standing). */
export const STANDING_COLUMNS = ['suspended_at', 'suspended_reason', 'unlisted_at', 'unlisted_reason'];

export interface StandingRow {
  suspended_at: Date | string | null;
  suspended_reason: string | null;
  unlisted_at: Date | string | null;
  unlisted_reason: string | null;
}

const markOf = (at: Date | string | null, reason: string | null): StandingMark | null => (at === null ? null : { reason: reason ?? '', at: fromDb(at) });

export function standingOf(row: StandingRow): Standing {
  return { suspended: markOf(row.suspended_at, row.suspended_reason), unlisted: markOf(row.unlisted_at, row.unlisted_reason) };
}

export function standingRow(standing: Standing): StandingRow {
  return {
    suspended_at: standing.suspended?.at.toISOString() ?? null,
    suspended_reason: standing.suspended?.reason ?? null,
    unlisted_at: standing.unlisted?.at.toISOString() ?? null,
    unlisted_reason: standing.unlisted?.reason ?? null,
  };
}
