import { describe, expect, it } from 'vitest';
import { HEARTBEAT_STALE_MS, heartbeatHealth, heartbeatKey } from './worker-heartbeat.js';

describe('worker heartbeat', () => {
  const now = Date.parse('2025-01-06T12:30:00Z');

  it('is healthy while the last beat is fresh', () => {
    expect(heartbeatHealth(now - 4_000, now)).toEqual({ status: 'healthy', detail: 'worker seen 4 s ago' });
    expect(heartbeatHealth(now - HEARTBEAT_STALE_MS, now)).toEqual({ status: 'healthy', detail: 'worker seen 60 s ago' });
  });

  it('warns once the worker has been silent for over a minute, or was never seen', () => {
    expect(heartbeatHealth(now - HEARTBEAT_STALE_MS - 1_000, now)).toEqual({ status: 'warning', detail: 'worker seen 61 s ago' });
    expect(heartbeatHealth(now - 5 * 60_000, now).detail).toBe('worker seen 5 min ago');
    expect(heartbeatHealth(now - 3 * 3_600_000, now).detail).toBe('worker seen 3 h ago');
    expect(heartbeatHealth(undefined, now)).toEqual({ status: 'warning', detail: 'no worker seen' });
  });

  it('reads a beat from a clock slightly ahead as just now', () => {
    expect(heartbeatHealth(now + 800, now)).toEqual({ status: 'healthy', detail: 'worker seen 0 s ago' });
  });

  it('keeps one key a queue, outside BullMQ\'s own keys', () => {
    expect(heartbeatKey('marketplace-jobs')).toBe('marketplace-jobs:worker-heartbeat');
  });
});
