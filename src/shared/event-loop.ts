/**
 * Resolves in the event loop's check phase, after pending I/O (requests) has had its turn.
 * Long synchronous work (every query on better-sqlite3) awaits it between steps.
 */
export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));
