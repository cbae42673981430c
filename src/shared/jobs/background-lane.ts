import { yieldToEventLoop } from '../event-loop.js';

/**
 * Runs tasks `limit` at a time, first come first served, and lets the event loop in before
 * each start. Background work can be a whole table's worth of jobs (a sweep after a bulk
 * import), and on synchronous SQLite each one holds the loop while it runs: all at once,
 * the API would not answer until they had all finished.
 */
export class BackgroundLane {
  private running = 0;
  /** Wakes the next task in line: true hands it a slot, false (on close) drops it. */
  private readonly waiting: Array<(hasSlot: boolean) => void> = [];
  private closed = false;

  constructor(private readonly limit: number) {}

  /** Runs `task` in its turn; resolves without running it if close() comes first. */
  async run(task: () => Promise<void>): Promise<void> {
    if (!(await this.turn())) return;
    try {
      await yieldToEventLoop();
      if (!this.closed) await task();
    } finally {
      this.release();
    }
  }

  /** Tasks still waiting for their turn resolve without running; running ones finish. */
  close(): void {
    this.closed = true;
    for (const wake of this.waiting.splice(0)) wake(false);
  }

  private turn(): Promise<boolean> {
    if (this.closed) return Promise.resolve(false);
    if (this.running < this.limit) {
      this.running += 1;
      return Promise.resolve(true);
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** The slot passes straight to the next task in line, so a newcomer cannot overtake it. */
  private release(): void {
    const next = this.waiting.shift();
    if (next) next(true);
    else this.running -= 1;
  }
}
