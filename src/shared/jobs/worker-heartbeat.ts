import type { Redis } from 'ioredis';
import type { HealthResult } from '../health.js';
import type { Logger } from '../logger.js';

/**
 * A BullMQ worker says it is alive this often; silent for longer than STALE, it counts as gone:
 * a dead worker shows on /health/checks within 12 s, while three beats in a row must be missed.
 */
export const HEARTBEAT_EVERY_MS = 4_000;
export const HEARTBEAT_STALE_MS = 12_000;
// Long past stale: a queue that nobody runs any more does not keep its key for ever.
const KEY_TTL_SECONDS = 24 * 60 * 60;

/** Beside BullMQ's own `bull:` keys: one key a queue, holding the latest beat of any of its workers. */
export function heartbeatKey(queueName: string): string {
  return `${queueName}:worker-heartbeat`;
}

export async function writeHeartbeat(redis: Redis, queueName: string, at = Date.now()): Promise<void> {
  await redis.set(heartbeatKey(queueName), String(at), 'EX', KEY_TTL_SECONDS);
}

/** Epoch milliseconds of the latest beat, or undefined when no worker has beaten lately. */
export async function readHeartbeat(redis: Redis, queueName: string): Promise<number | undefined> {
  const value = await redis.get(heartbeatKey(queueName));
  const at = Number(value);
  return value !== null && Number.isFinite(at) ? at : undefined;
}

/** Beats now, then every HEARTBEAT_EVERY_MS until the returned function is called. */
export async function startHeartbeat(redis: Redis, queueName: string, logger: Logger): Promise<() => void> {
  await writeHeartbeat(redis, queueName);
  const timer = setInterval(() => {
    // While Redis is away a beat would only queue up behind the reconnect.
    if (redis.status !== 'ready') return;
    writeHeartbeat(redis, queueName).catch((err: unknown) => logger.warn({ err }, 'worker heartbeat not written'));
  }, HEARTBEAT_EVERY_MS);
  // BullMQ's own connections keep the worker running; the heartbeat alone must not.
  timer.unref();
  return () => clearInterval(timer);
}

/** The status page's words for the latest beat: healthy while fresh, a warning when stale or missing. */
export function heartbeatHealth(lastBeatAt: number | undefined, now: number): HealthResult {
  if (lastBeatAt === undefined) return { status: 'warning', detail: 'no worker seen' };
  const ageMs = Math.max(0, now - lastBeatAt);
  return { status: ageMs > HEARTBEAT_STALE_MS ? 'warning' : 'healthy', detail: `worker seen ${formatAge(ageMs)} ago` };
}

/** 4 s, 3 min, 5 h: precise enough for "is it running?". */
export function formatAge(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds < 120) return `${seconds} s`;
  const minutes = Math.round(seconds / 60);
  return minutes < 120 ? `${minutes} min` : `${Math.round(minutes / 60)} h`;
}
