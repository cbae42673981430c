import type { ServerResponse } from 'node:http';
import { orderChangeEvent } from '../order-change-event.js';
import type { LiveChange, LiveSubscriber } from './live-hub.js';
import { SSE_HEARTBEAT, sseEvent, sseRetry } from '../../../shared/live/sse.js';

/**
 * A client that reads slower than changes come is let go rather than buffered without end: it
 * reconnects with its Last-Event-ID and is sent what it missed from the log.
 */
const MAX_UNSENT_BYTES = 512 * 1024;

/**
 * One open stream (docs/architecture/live.md "A stream"). While the log is replayed, what the hub
 * hands it waits; then it goes live. Each change is sent once: none at or below the last id sent.
 */
export class LiveStream implements LiveSubscriber {
  private waiting: LiveChange[] | undefined = [];
  private lastSent = 0;
  private ended = false;

  constructor(
    readonly key: string,
    private readonly res: ServerResponse,
    /** Runs once, however the stream ends (by the server, or the client leaving). */
    private readonly onEnd: () => void,
  ) {}

  get isOpen(): boolean {
    return !this.ended;
  }

  deliver(change: LiveChange): void {
    if (this.waiting) this.waiting.push(change);
    else this.send(change);
  }

  /** A change read from the log for this stream (the replay after a reconnect). */
  send({ event, order }: LiveChange): void {
    if (event.id <= this.lastSent) return;
    this.lastSent = event.id;
    this.write(sseEvent({ id: event.id, data: orderChangeEvent(event, order) }));
  }

  /** Everything up to `id` has been sent (or is not wanted): what waited goes out now, and the rest as it comes. */
  goLive(id: number): void {
    this.lastSent = Math.max(this.lastSent, id);
    const waiting = this.waiting ?? [];
    this.waiting = undefined;
    for (const change of waiting) this.send(change);
  }

  /** An event of the stream itself (`reset`, `tokenExpired`), not an order change. */
  control(event: string, data: unknown, id?: number): void {
    this.write(sseEvent({ id, event, data }));
  }

  retry(ms: number): void {
    this.write(sseRetry(ms));
  }

  heartbeat(): void {
    this.write(SSE_HEARTBEAT);
  }

  /** Writes `last` (if any) and ends the response. */
  end(last?: string): void {
    if (this.ended) return;
    if (last) this.res.write(last);
    this.res.end();
    this.closed();
  }

  /** The connection went away (or the response ended). */
  closed(): void {
    if (this.ended) return;
    this.ended = true;
    this.waiting = undefined;
    this.onEnd();
  }

  private write(text: string): void {
    if (this.ended) return;
    if (this.res.writableLength > MAX_UNSENT_BYTES) return this.end();
    this.res.write(text);
  }
}
