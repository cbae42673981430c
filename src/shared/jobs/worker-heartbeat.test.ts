import { describe, expect, it } from 'vitest';
import { HEARTBEAT_EVERY_MS, HEARTBEAT_STALE_MS, heartbeatHealth, heartbeatKey } from './worker-heartbeat.js';

describe('worker heartbeat', () => {
  const now = Date.parse('2025-01-06T12:30:00Z');

  it('is healthy while the last beat is fresh', () => {
    expect(heartbeatHealth(now - 4_000, now)).toEqual({ status: 'healthy', detail: 'worker seen 4 s ago' });
    expect(heartbeatHealth(now - HEARTBEAT_STALE_MS, now)).toEqual({ status: 'healthy', detail: 'worker seen 12 s ago' });
  });

  it('warns once the worker has been silent for over 12 s, or was never seen', () => {
    expect(heartbeatHealth(now - HEARTBEAT_STALE_MS - 1_000, now)).toEqual({ status: 'warning', detail: 'worker seen 13 s ago' });
    expect(heartbeatHealth(now - 5 * 60_000, now).detail).toBe('worker seen 5 min ago');
    expect(heartbeatHealth(now - 3 * 3_600_000, now).detail).toBe('worker seen 3 h ago');
    expect(heartbeatHealth(undefined, now)).toEqual({ status: 'warning', detail: 'no worker seen' });
  });

  it('shows a dead worker within 15 s, yet only after three beats in a row are missed', () => {
    expect(HEARTBEAT_STALE_MS).toBeLessThan(15_000);
    expect(HEARTBEAT_STALE_MS).toBeGreaterThanOrEqual(3 * HEARTBEAT_EVERY_MS);
  });

  it('reads a beat from a clock slightly ahead as just now', () => {
    expect(heartbeatHealth(now + 800, now)).toEqual({ status: 'healthy', detail: 'worker seen 0 s ago' });
  });

  it('keeps one key a queue, outside BullMQ\'s own keys', () => {
    expect(heartbeatKey('marketplace-jobs')).toBe('marketplace-jobs:worker-heartbeat');
  });
});
