import type { Logger } from '../../../shared/logger.js';
import type { OrderEvent } from '../domain/order-event.js';
import type { ListedOrder, ListedOrders, OrderEventLog, OrderEventSignal } from '../ports.js';

/** What a stream is sent for one change: the event and its order as the lists show it now. */
export interface LiveChange {
  event: OrderEvent;
  order: ListedOrder;
}

/** One open stream, as the hub sees it: whose changes it follows and where they go. */
export interface LiveSubscriber {
  /** `customer:<user id>` or `restaurant:<restaurant id>` (liveKey). */
  readonly key: string;
  deliver(change: LiveChange): void;
}

export const liveKey = (scope: { customerId: string } | { restaurantId: string }): string =>
  'customerId' in scope ? `customer:${scope.customerId}` : `restaurant:${scope.restaurantId}`;

export interface LiveHubOptions {
  /** How often the log is read without a signal, while anyone listens: a lost signal costs this much. */
  pollMs: number;
  /** Events read per statement. */
  batch: number;
}

/**
 * This process's fan-out (docs/architecture/live.md "Fan-out"): on a signal, or a poll while
 * anyone listens, it reads the events after the last it saw, all scopes in one read shared by
 * every subscriber (a burst of signals is one read), loads their orders in one more, and hands
 * each change to the subscribers of its customer and of its restaurant. Reads run one at a time,
 * so every subscriber sees the changes in id order, each once.
 */
export class LiveHub {
  private readonly subscribers = new Map<string, Set<LiveSubscriber>>();
  private count = 0;
  /** The last event handed out; unknown (stale) while nobody listens, as no reads are made then. */
  private cursor = 0;
  private stale = true;
  private queue: Promise<void> = Promise.resolve();
  private readQueued = false;
  private poll?: NodeJS.Timeout;
  private listening = false;

  constructor(
    private readonly events: OrderEventLog,
    private readonly listed: ListedOrders,
    private readonly signal: OrderEventSignal,
    private readonly logger: Logger,
    private readonly options: LiveHubOptions,
  ) {}

  /**
   * Starts handing `subscriber` every change after the returned id (none before it): the caller
   * replays up to there from the log itself.
   */
  join(subscriber: LiveSubscriber): Promise<number> {
    this.listen();
    return this.serially(async () => {
      if (this.stale) this.cursor = await this.events.latestId({});
      this.stale = false;
      const group = this.subscribers.get(subscriber.key) ?? new Set();
      this.subscribers.set(subscriber.key, group.add(subscriber));
      if (++this.count === 1) this.poll = setInterval(() => this.wake(), this.options.pollMs).unref();
      return this.cursor;
    });
  }

  leave(subscriber: LiveSubscriber): void {
    const group = this.subscribers.get(subscriber.key);
    if (!group?.delete(subscriber)) return;
    if (group.size === 0) this.subscribers.delete(subscriber.key);
    if (--this.count > 0) return;
    clearInterval(this.poll);
    this.stale = true;
  }

  /** A change committed somewhere: read what is new, once for however many signals arrive meanwhile. */
  wake(): void {
    if (this.readQueued) return;
    this.readQueued = true;
    this.serially(async () => {
      this.readQueued = false;
      await this.readNew();
    }).catch(() => undefined); // logged by serially
  }

  async stop(): Promise<void> {
    clearInterval(this.poll);
    await this.signal.close();
  }

  private listen(): void {
    if (this.listening) return;
    this.listening = true;
    this.signal.listen(() => this.wake()).catch((err: unknown) => this.logger.warn({ err }, 'live updates: cannot listen for signals; polling only'));
  }

  private async readNew(): Promise<void> {
    while (this.count > 0 && !this.stale) {
      const batch = await this.events.after(this.cursor, {}, this.options.batch);
      if (batch.length === 0) return;
      const wanted = batch.filter((event) => this.groupsOf(event).length > 0);
      const orders = wanted.length ? await this.listed([...new Set(wanted.map((event) => event.orderId))]) : new Map<string, ListedOrder>();
      for (const event of batch) {
        const order = orders.get(event.orderId);
        if (order) for (const group of this.groupsOf(event)) for (const subscriber of group) subscriber.deliver({ event, order });
        this.cursor = event.id;
      }
      if (batch.length < this.options.batch) return;
    }
  }

  private groupsOf(event: OrderEvent): Array<Set<LiveSubscriber>> {
    const keys = [liveKey({ customerId: event.customerId }), liveKey({ restaurantId: event.restaurantId })];
    return keys.flatMap((key) => this.subscribers.get(key) ?? []);
  }

  /** Runs `task` after every task before it; a failure is logged (the next poll tries again) and rethrown to its caller. */
  private serially<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task);
    this.queue = run.then(
      () => undefined,
      (err: unknown) => this.logger.warn({ err }, 'live updates: reading the order event log failed'),
    );
    return run;
  }
}
