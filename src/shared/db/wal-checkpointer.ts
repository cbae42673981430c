import { Worker } from 'node:worker_threads';

/** How often the worker copies the write-ahead log back into the database file. */
export const CHECKPOINT_EVERY_MS = 500;

/**
 * The connection's own checkpoint, now a backstop: it runs only once the log holds this many
 * pages (about 40 MB), when the worker has fallen behind or a steady stream of commits kept its
 * checkpoints from ever finishing, which is what lets the log start over from its beginning.
 */
export const BACKSTOP_CHECKPOINT_PAGES = 10_000;

// Plain CommonJS run by the worker (eval), so it needs no build step under tsx, vitest or the
// bundle. PASSIVE never waits for the writer or readers: it copies what it can and returns.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.filename, { fileMustExist: true, timeout: 0 });
const timer = setInterval(() => {
  try { db.pragma('wal_checkpoint(PASSIVE)'); } catch {} // busy or gone: the next tick tries again
}, workerData.everyMs);
parentPort.once('message', () => { clearInterval(timer); db.close(); parentPort.close(); });
`;

export interface WalCheckpointer {
  /** Ends the worker once its checkpoint in progress, if any, has finished. */
  stop(): Promise<void>;
}

/**
 * Checkpoints a SQLite database in WAL mode from a worker thread. SQLite's automatic checkpoint
 * runs inside whichever commit crosses 1,000 pages of log: under a stream of checkouts that was
 * every few dozen orders, each copy and its fsync blocking the event loop for up to 5-13 ms, and
 * about a fifth of the time SQLite spent on the checkout. `driver`: better-sqlite3's entry file.
 */
export function checkpointInBackground(filename: string, driver: string, everyMs = CHECKPOINT_EVERY_MS): WalCheckpointer {
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { filename, driver, everyMs } });
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  // A worker that fails (the file gone, say) leaves the backstop checkpoint to do the work.
  worker.on('error', () => undefined);
  worker.unref(); // never what keeps a process alive
  return {
    async stop() {
      worker.postMessage('stop');
      await exited;
    },
  };
}
