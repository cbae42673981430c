/**
 * Which of the log's oldest events retention may delete (docs/architecture/order-events.md
 * "Retention"): a run of them from the start, in id order, each older than the cutoff, below the
 * lowest id any consumer has yet to read, and never the log's newest event (list ETags read the
 * id below the oldest kept, which must never go back).
 */
export interface RetentionBounds {
  /** Events that occurred before this may go. */
  cutoff: Date;
  /** The lowest event id a consumer has yet to read; undefined when none waits on any. */
  lowestUnread?: number;
  /** The log's newest id: kept whatever its age. */
  newestId: number;
}

/** The id through which the oldest events may be deleted, or undefined when the first must stay. */
export function prunableThrough(oldest: ReadonlyArray<{ id: number; occurredAt: Date }>, bounds: RetentionBounds): number | undefined {
  let through: number | undefined;
  for (const event of oldest) {
    const kept = event.occurredAt >= bounds.cutoff || event.id >= bounds.newestId || (bounds.lowestUnread !== undefined && event.id >= bounds.lowestUnread);
    // A run from the start only: the log is in time order but for clock skew between processes, and an event kept keeps those after it.
    if (kept) break;
    through = event.id;
  }
  return through;
}

/** The lowest of the consumers' unread ids; undefined when none has any. */
export function lowestOf(unread: ReadonlyArray<number | undefined>): number | undefined {
  const ids = unread.filter((id): id is number => id !== undefined);
  return ids.length ? Math.min(...ids) : undefined;
}
