/**
 * Waits that close() cuts short. The timers are unref'd: a pending delay or retry must
 * not keep the process alive on its own.
 */
export class PendingTimers {
  private readonly pending = new Map<NodeJS.Timeout, () => void>();
  private closed = false;

  /** Resolves true after `ms`, or false once close() is called (at once if it already was). */
  wait(ms: number): Promise<boolean> {
    if (this.closed) return Promise.resolve(false);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.pending.delete(timer);
        resolve(true);
      }, ms).unref();
      this.pending.set(timer, () => resolve(false));
    });
  }

  close(): void {
    this.closed = true;
    for (const [timer, cancel] of this.pending) {
      clearTimeout(timer);
      cancel();
    }
    this.pending.clear();
  }
}
