import { Redis } from 'ioredis';
import type { Logger } from '../../../shared/logger.js';
import type { OrderEventSignal } from '../ports.js';

/**
 * The signal over Redis pub/sub, so a change committed by any process (an API, a worker) wakes
 * the live hub of every API process (docs/architecture/live.md "Fan-out"). Connections are made
 * on first use: a worker only publishes, and an API subscribes once its first stream opens.
 * A signal sent while the connection is being made waits for it; while Redis is away it is
 * dropped after one reconnect attempt, and the hubs' polling covers it.
 */
export class RedisEventSignal implements OrderEventSignal {
  private publisher?: Redis;
  private subscriber?: Redis;

  constructor(
    private readonly redisUrl: string,
    private readonly channel: string,
    private readonly logger: Logger,
  ) {}

  publish(eventId: number): void {
    this.publisher ??= this.connect('publisher', { maxRetriesPerRequest: 1 });
    // Its failure is Redis being away, which the connection's 'error' has logged.
    this.publisher.publish(this.channel, String(eventId)).catch(() => undefined);
  }

  async listen(onSignal: (eventId: number) => void): Promise<void> {
    if (this.subscriber) return;
    const subscriber = this.connect('subscriber', {});
    this.subscriber = subscriber;
    subscriber.on('message', (_channel: string, message: string) => onSignal(Number(message)));
    // ioredis subscribes again after a reconnect; what was published meanwhile the hub's poll finds.
    await subscriber.subscribe(this.channel);
  }

  async close(): Promise<void> {
    await Promise.all([this.publisher, this.subscriber].map((client) => client?.quit().catch(() => client.disconnect())));
  }

  private connect(role: string, options: { maxRetriesPerRequest?: number }): Redis {
    const client = new Redis(this.redisUrl, options);
    // Once per outage, not on every reconnect attempt.
    let down = false;
    client.on('error', (err: Error) => {
      if (!down) this.logger.warn({ err, role }, 'live updates: Redis unavailable; streams catch up by polling until it is back');
      down = true;
    });
    client.on('ready', () => (down = false));
    return client;
  }
}
