/** The longest wait between two attempts at one message: an SMTP server back after hours gets the mail within this. */
const MAX_WAIT_MS = 15 * 60_000;

/**
 * docs/architecture/mail.md "Outages": the wait after a message's `attempts`-th failed attempt,
 * `baseMs` doubling, at most 15 min apart. A message is never given up: nothing is lost to an outage.
 */
export function mailRetryDelayMs(attempts: number, baseMs: number): number {
  return Math.min(MAX_WAIT_MS, baseMs * 2 ** Math.min(Math.max(attempts - 1, 0), 30));
}
