import type { ServerResponse } from 'node:http';
import type { Clock } from '../../../shared/clock.js';
import { AppError } from '../../../shared/errors.js';
import type { Logger } from '../../../shared/logger.js';
import type { OrderEventScope } from '../domain/order-event.js';
import type { OrderEventLog } from '../ports.js';
import type { ListedOrders } from '../ports.js';
import { liveKey, type LiveHub } from './live-hub.js';
import { LiveStream } from './live-stream.js';
import { sseRetry, STREAM_HEADERS } from '../../../shared/live/sse.js';

export interface LiveStreamsOptions {
  streamsPerProcess: number;
  streamsPerUser: number;
  /** Events at least this old are beyond what a reconnect replays (the log keeps them longer). */
  retentionMs: number;
  heartbeatMs: number;
  /** The client's wait before reconnecting; on shutdown a random wait up to three times it, so clients do not all come back at once. */
  retryMs: number;
  /** Events read per statement of a replay. */
  replayPage: number;
}

/** Whether `sub` still acts for the restaurant on its desk stream (a member may have been removed on another process). */
export type StillActing = (sub: string, restaurantId: string) => Promise<boolean>;

/** The signed-in caller of a stream: who (limits) and until when (the token's `exp`, seconds). */
export interface Viewer {
  sub: string;
  exp: number;
}

export type LiveScope = { customerId: string } | { restaurantId: string };

/** A stream's headers: nothing stores it, no proxy holds it back, and no compression buffers it. */

/** setTimeout's longest wait (about 24.8 days); a token lasts an hour. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * This process's open streams (docs/architecture/live.md): admits each within the limits, catches
 * it up from the log after a reconnect, keeps it alive with heartbeats, ends it when its token
 * expires, and drains them all when the server stops.
 */
export class LiveStreams {
  /** Each open stream, with its viewer's subject and, for a desk stream, the restaurant. */
  private readonly open = new Map<LiveStream, { sub: string; restaurantId?: string }>();
  private readonly perUser = new Map<string, number>();
  private heartbeat?: NodeJS.Timeout;
  private draining = false;

  constructor(
    private readonly hub: LiveHub,
    private readonly events: OrderEventLog,
    private readonly listed: ListedOrders,
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly options: LiveStreamsOptions,
    private readonly stillActing: StillActing = async () => true,
  ) {}

  /** Serves one stream on `res` until it ends. Over a limit: 429 thrown before anything is written. */
  async serve(res: ServerResponse, viewer: Viewer, scope: LiveScope, lastEventId?: number): Promise<void> {
    this.admit(res, viewer.sub);
    const expiresAt = new Date(viewer.exp * 1000);
    const expiry = setTimeout(() => this.expire(stream, expiresAt), Math.min(MAX_TIMER_MS, Math.max(0, expiresAt.getTime() - Date.now())));
    const stream: LiveStream = new LiveStream(liveKey(scope), res, () => {
      clearTimeout(expiry);
      this.release(stream, viewer.sub);
    });
    res.writeHead(200, STREAM_HEADERS).flushHeaders();
    if (this.draining) return stream.end(sseRetry(this.options.retryMs));
    this.track(stream, { sub: viewer.sub, restaurantId: 'restaurantId' in scope ? scope.restaurantId : undefined });
    res.on('close', () => stream.closed());
    // The client left while its scope was looked up: no 'close' is coming.
    if (res.destroyed) return stream.closed();
    try {
      const cursor = await this.hub.join(stream);
      // Ended while it joined: leaving before joining did nothing.
      if (!stream.isOpen) return this.hub.leave(stream);
      // The first line once the hub hands the stream every change: from here nothing is missed.
      stream.retry(this.options.retryMs);
      await this.catchUp(stream, scope, cursor, lastEventId);
    } catch (err) {
      this.logger.error({ err }, 'live stream failed; the client reconnects');
      stream.end();
    }
  }

  /** Ends every stream with a hint to reconnect (to another process) and refuses new ones: the server is stopping. */
  async drain(): Promise<void> {
    this.draining = true;
    for (const stream of [...this.open.keys()]) stream.end(sseRetry(this.options.retryMs * (1 + 2 * Math.random())));
  }

  /**
   * Ends `sub`'s streams of the restaurant they were removed from, with an `accessEnded`
   * control; a reconnect is refused as a stranger's (docs/product/team-and-roles.md).
   */
  endAccess(sub: string, restaurantId: string): void {
    const key = liveKey({ restaurantId });
    for (const [stream, viewer] of [...this.open]) {
      if (viewer.sub === sub && stream.key === key) this.endAccessOf(stream, restaurantId);
    }
  }

  private endAccessOf(stream: LiveStream, restaurantId: string): void {
    stream.control('accessEnded', { restaurantId });
    stream.end();
  }

  /** With each heartbeat, desk streams whose viewer no longer acts for the restaurant end (a removal served by another process). */
  private async checkAccess(): Promise<void> {
    for (const [stream, { sub, restaurantId }] of [...this.open]) {
      if (!restaurantId || !stream.isOpen) continue;
      try {
        if (!(await this.stillActing(sub, restaurantId))) this.endAccessOf(stream, restaurantId);
      } catch (err) {
        this.logger.warn({ err }, 'live stream: could not check the viewer\'s access; checked again at the next heartbeat');
      }
    }
  }

  private expire(stream: LiveStream, expiresAt: Date): void {
    stream.control('tokenExpired', { expiredAt: expiresAt.toISOString() });
    stream.end();
  }

  /**
   * Without Last-Event-ID the stream starts at what the hub hands it next. With one, what came
   * after it in the stream's scope is sent from the log first; an id the log does not have, or
   * one older than the retention, gets one `reset` instead (the client refetches its list).
   */
  private async catchUp(stream: LiveStream, scope: OrderEventScope, cursor: number, lastEventId: number | undefined): Promise<void> {
    if (lastEventId === undefined) return stream.goLive(cursor);
    const reason = await this.beyondReplay(lastEventId);
    if (reason) {
      stream.control('reset', { reason }, cursor > 0 ? cursor : undefined);
      return stream.goLive(cursor);
    }
    let after = lastEventId;
    while (stream.isOpen) {
      const page = await this.events.after(after, scope, this.options.replayPage);
      const orders = page.length ? await this.listed([...new Set(page.map((event) => event.orderId))]) : new Map();
      for (const event of page) {
        const order = orders.get(event.orderId);
        if (order) stream.send({ event, order });
      }
      after = page.at(-1)?.id ?? after;
      if (page.length < this.options.replayPage) break;
    }
    stream.goLive(after);
  }

  private async beyondReplay(lastEventId: number): Promise<'unknownId' | 'beyondRetention' | undefined> {
    const [event] = await this.events.after(lastEventId - 1, {}, 1);
    if (!event || lastEventId < 1) return 'unknownId';
    // Gone to retention when nothing older is kept (order-events.md "Retention"); otherwise never an id of the log.
    if (event.id !== lastEventId) return (await this.events.after(0, {}, 1))[0]!.id > lastEventId ? 'beyondRetention' : 'unknownId';
    return this.clock.now().getTime() - event.occurredAt.getTime() > this.options.retentionMs ? 'beyondRetention' : undefined;
  }

  private admit(res: ServerResponse, sub: string): void {
    const mine = this.perUser.get(sub) ?? 0;
    const message =
      mine >= this.options.streamsPerUser
        ? `Too many open streams: at most ${this.options.streamsPerUser} per user`
        : this.open.size >= this.options.streamsPerProcess
          ? 'Too many open streams on this server: try again shortly'
          : undefined;
    if (message) {
      res.setHeader('Retry-After', String(Math.ceil(this.options.retryMs / 1000)));
      throw new AppError(429, 'TOO_MANY_REQUESTS', message);
    }
    this.perUser.set(sub, mine + 1);
  }

  private track(stream: LiveStream, viewer: { sub: string; restaurantId?: string }): void {
    this.open.set(stream, viewer);
    this.heartbeat ??= setInterval(() => {
      this.open.forEach((_viewer, s) => s.heartbeat());
      void this.checkAccess();
    }, this.options.heartbeatMs).unref();
  }

  private release(stream: LiveStream, sub: string): void {
    const mine = (this.perUser.get(sub) ?? 1) - 1;
    if (mine > 0) this.perUser.set(sub, mine);
    else this.perUser.delete(sub);
    this.open.delete(stream);
    this.hub.leave(stream);
    if (this.open.size > 0) return;
    clearInterval(this.heartbeat);
    this.heartbeat = undefined;
  }
}
