import type { ServerResponse } from 'node:http';
import { SSE_HEARTBEAT, sseEvent, sseRetry, STREAM_HEADERS } from '../../../shared/live/sse.js';
import type { RestaurantChangeWatcher } from './restaurant-change-watcher.js';

/** A reader this far behind is let go: it reconnects and reads the restaurant again. */
const MAX_UNSENT_BYTES = 64 * 1024;

export interface RestaurantStreamOptions {
  heartbeatMs: number;
  retryMs: number;
}

/**
 * The public streams of restaurants' changes (docs/architecture/live.md "A restaurant's changes"):
 * one plain message `{ restaurantId }` per change the watcher finds; the page reads the
 * restaurant again. Nothing to replay: a reconnecting page reads it again anyway.
 */
export class RestaurantStreams {
  private readonly open = new Set<ServerResponse>();

  constructor(
    private readonly watcher: RestaurantChangeWatcher,
    private readonly options: RestaurantStreamOptions,
  ) {}

  async serve(res: ServerResponse, restaurantId: string): Promise<void> {
    res.writeHead(200, STREAM_HEADERS).flushHeaders();
    this.open.add(res);
    const write = (text: string) => (res.writableLength > MAX_UNSENT_BYTES ? res.end() : res.write(text));
    const heartbeat = setInterval(() => write(SSE_HEARTBEAT), this.options.heartbeatMs);
    res.on('close', () => {
      clearInterval(heartbeat);
      this.open.delete(res);
    });
    const unfollow = await this.watcher.follow(restaurantId, () => write(sseEvent({ data: { restaurantId } })));
    // The client may have left while it was being followed.
    if (!this.open.has(res)) return unfollow();
    res.on('close', unfollow);
    // Written once the stream follows: from here no change is missed.
    write(sseRetry(this.options.retryMs));
  }

  /** Shutting down: every stream ends, and its page comes back to another process after its retry. */
  async drain(): Promise<void> {
    for (const res of this.open) res.end();
  }
}
