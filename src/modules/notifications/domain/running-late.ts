/**
 * docs/architecture/mail.md "Running late": one running-late e-mail per order a minute at most,
 * with the latest time. A delay's message waits until a minute after the order's previous one
 * went; a further delay meanwhile takes the waiting one's turn and supersedes it.
 */

/** The order's latest running-late message before this one: sent (at `sentAt`), or waiting to be due at `dueAt`. */
export type PreviousRunningLate = { sentAt: Date } | { dueAt: Date } | undefined;

/** When a new running-late message may go: at once, a minute after the previous one went, or in the waiting one's turn. */
export function runningLateNotBefore(previous: PreviousRunningLate, everyMs: number): Date | undefined {
  if (!previous) return undefined;
  return 'sentAt' in previous ? new Date(previous.sentAt.getTime() + everyMs) : previous.dueAt;
}
