import { afterEach, describe, expect, it, vi } from 'vitest';
import { startEarly, takeEarly } from './early-requests';

describe('early requests', () => {
  afterEach(() => vi.useRealTimers());

  it('hands an early answer over once, then leaves the next ask to a fresh request', async () => {
    const request = vi.fn(async () => 'results');
    startEarly('search London', request);
    startEarly('search London', request); // already running: not asked twice
    expect(request).toHaveBeenCalledTimes(1);
    await expect(takeEarly('search London')).resolves.toBe('results');
    expect(takeEarly('search London')).toBeUndefined();
  });

  it('gives nothing for a key never started', () => {
    expect(takeEarly('search Paris')).toBeUndefined();
  });

  it('hands over a failure to whoever takes it, and raises nothing while nobody has', async () => {
    startEarly('search Leeds', () => Promise.reject(new Error('offline')));
    await new Promise((resolve) => setTimeout(resolve, 0)); // an unhandled rejection would fail the run here
    await expect(takeEarly('search Leeds')).rejects.toThrow('offline');
  });

  it('drops an answer nobody took while it was fresh', () => {
    vi.useFakeTimers();
    startEarly('search York', async () => 'old results');
    vi.advanceTimersByTime(10_001);
    expect(takeEarly('search York')).toBeUndefined();
  });
});
