/**
 * Reads a version for many concurrent callers with few reads and no stale answers: a
 * caller gets the result of a read that started after it asked. Callers arriving while a
 * read is out share the next one, so under load one read serves a whole batch.
 */
export class FreshVersion {
  private running?: Promise<bigint>;
  private queued?: Promise<bigint>;

  constructor(private readonly read: () => Promise<bigint>) {}

  get(): Promise<bigint> {
    if (!this.running) return this.start();
    this.queued ??= this.running.then(
      () => this.startQueued(),
      () => this.startQueued(),
    );
    return this.queued;
  }

  private startQueued(): Promise<bigint> {
    this.queued = undefined;
    return this.start();
  }

  private start(): Promise<bigint> {
    const reading = this.read().finally(() => {
      if (this.running === reading) this.running = undefined;
    });
    this.running = reading;
    return reading;
  }
}
