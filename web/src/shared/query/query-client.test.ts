import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../api/expect-data';
import { retryDelay, shouldRetry } from './query-client';

describe('retryDelay', () => {
  it('starts at 1 s and doubles', () => {
    expect([0, 1, 2, 3].map(retryDelay)).toEqual([1000, 2000, 4000, 8000]);
  });

  it('never waits more than 30 s', () => {
    expect(retryDelay(5)).toBe(30_000);
    expect(retryDelay(20)).toBe(30_000);
  });
});

describe('shouldRetry', () => {
  it('retries network and server failures three times', () => {
    expect([0, 1, 2, 3].map((n) => shouldRetry(n, new ApiRequestError('Failed', 503)))).toEqual([true, true, true, false]);
    expect(shouldRetry(0, new ApiRequestError('Failed'))).toBe(true);
    expect(shouldRetry(0, new TypeError('fetch failed'))).toBe(true);
  });

  it('does not retry answers that will not change, except timeouts and rate limits', () => {
    expect(shouldRetry(0, new ApiRequestError('Failed', 404))).toBe(false);
    expect(shouldRetry(0, new ApiRequestError('Failed', 400))).toBe(false);
    expect(shouldRetry(0, new ApiRequestError('Failed', 429))).toBe(true);
    expect(shouldRetry(0, new ApiRequestError('Failed', 408))).toBe(true);
  });

  it("reads the status of other libraries' errors too (react-admin's HttpError)", () => {
    expect(shouldRetry(0, Object.assign(new Error('Failed'), { status: 404 }))).toBe(false);
    expect(shouldRetry(0, Object.assign(new Error('Failed'), { status: 0 }))).toBe(true);
  });
});
