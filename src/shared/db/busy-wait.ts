/** How long a write may wait for another process's lock before it is answered 503. */
export const WRITE_WAIT_MS = 2_000;
const FIRST_DELAY_MS = 5;
const MAX_DELAY_MS = 200;

/** SQLITE_BUSY, SQLITE_BUSY_SNAPSHOT, SQLITE_LOCKED ...: another connection holds the lock. */
export function isSqliteBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^SQLITE_(BUSY|LOCKED)/.test(code);
}

/**
 * Runs `attempt` again while it fails with SQLITE_BUSY, waiting between tries with a timer
 * instead of SQLite's busy handler, which would block the event loop (better-sqlite3 is
 * synchronous). Gives up after `boundMs` with the last busy error.
 */
export async function retryWhileBusy<T>(attempt: () => Promise<T>, boundMs = WRITE_WAIT_MS): Promise<T> {
  const started = Date.now();
  for (let delay = FIRST_DELAY_MS; ; delay = Math.min(delay * 2, MAX_DELAY_MS)) {
    try {
      return await attempt();
    } catch (error) {
      const left = boundMs - (Date.now() - started);
      if (!isSqliteBusy(error) || left <= 0) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.min(delay, left)));
    }
  }
}
