import type { Logger } from '../logger.js';
import type { JobHandler, JobQueue, JobRunner } from './job-queue.js';

/** Runs jobs in this process, after the current request; used when no Redis is configured. */
export class InProcessJobQueue implements JobQueue, JobRunner {
  private handlers = new Map<string, JobHandler>();
  private timers = new Map<string, NodeJS.Timeout>();
  private running = new Set<Promise<void>>();

  constructor(private readonly logger: Logger) {}

  async start(handlers: JobHandler[]): Promise<void> {
    for (const handler of handlers) this.handlers.set(handler.name, handler);
  }

  async enqueue(name: string, payload: unknown): Promise<void> {
    const handler = this.handlers.get(name);
    if (!handler) throw new Error(`No handler for job "${name}"`);
    const run = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => handler.handle(payload))
      .catch((err: unknown) => this.logger.error({ err, job: name }, 'job failed'))
      .finally(() => this.running.delete(run));
    this.running.add(run);
  }

  async repeat(name: string, payload: unknown, everyMs: number): Promise<void> {
    clearInterval(this.timers.get(name));
    this.timers.set(name, setInterval(() => void this.enqueue(name, payload), everyMs).unref());
    await this.enqueue(name, payload);
  }

  /** Stops schedules and waits for jobs already started. */
  async close(): Promise<void> {
    for (const timer of this.timers.values()) clearInterval(timer);
    this.timers.clear();
    await Promise.all([...this.running]);
  }
}
