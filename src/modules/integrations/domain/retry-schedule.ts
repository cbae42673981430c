/*
 * When a failed webhook attempt is tried again (docs/architecture/webhooks.md "Retries"):
 * `baseMs` after the first failure, doubling, at most an hour apart, for 24 hours from the
 * event's first attempt; then it is given up.
 */
export const RETRY_CAP_MS = 3_600_000;
export const GIVE_UP_AFTER_MS = 24 * 3_600_000;

/** The next attempt after `attempts` failed ones, or undefined when the event is given up. */
export function nextAttemptAt(firstAttemptAt: Date, attempts: number, failedAt: Date, baseMs: number): Date | undefined {
  const wait = Math.min(baseMs * 2 ** Math.min(attempts - 1, 30), RETRY_CAP_MS);
  const next = new Date(failedAt.getTime() + wait);
  return next.getTime() - firstAttemptAt.getTime() > GIVE_UP_AFTER_MS ? undefined : next;
}
