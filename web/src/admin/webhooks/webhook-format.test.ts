import { describe, expect, it } from 'vitest';
import { attemptResult, attemptStatus, formatAttemptAt, urlHint } from './webhook-format';

describe('attemptStatus', () => {
  it('reads a delivered attempt as delivered, whatever the state says', () => {
    expect(attemptStatus({ delivered: true, state: 'delivered' })).toEqual({ label: 'Delivered', tone: 'success' });
    expect(attemptStatus({ delivered: true, state: null })).toEqual({ label: 'Delivered', tone: 'success' });
  });

  it("reads a failed attempt with where its event stands now", () => {
    expect(attemptStatus({ delivered: false, state: 'pending' })).toEqual({ label: 'Failed, retrying', tone: 'pending' });
    expect(attemptStatus({ delivered: false, state: 'delivered' })).toEqual({ label: 'Failed, delivered later', tone: 'neutral' });
    expect(attemptStatus({ delivered: false, state: 'failed' })).toEqual({ label: 'Failed, given up', tone: 'failure' });
  });

  it('says only that it failed once the state is forgotten', () => {
    expect(attemptStatus({ delivered: false, state: null })).toEqual({ label: 'Failed', tone: 'failure' });
  });
});

describe('attemptResult', () => {
  it('shows the status code, else the error, else that no answer came', () => {
    expect(attemptResult({ statusCode: 503, error: null })).toBe('HTTP 503');
    expect(attemptResult({ statusCode: null, error: 'timed out after 10000 ms' })).toBe('timed out after 10000 ms');
    expect(attemptResult({ statusCode: null, error: null })).toBe('No answer');
  });
});

describe('formatAttemptAt', () => {
  const at = new Date(2025, 0, 6, 9, 5, 7);
  it('shows the time with seconds on the same local day', () => {
    expect(formatAttemptAt(at.toISOString(), new Date(2025, 0, 6, 23, 59))).toBe('09:05:07');
  });

  it('adds the date on another day', () => {
    expect(formatAttemptAt(at.toISOString(), new Date(2025, 0, 7, 0, 1))).toBe('06.01.2025, 09:05:07');
  });
});

describe('urlHint', () => {
  it('says nothing for an empty field or a full https address', () => {
    expect(urlHint('')).toBeUndefined();
    expect(urlHint('  ')).toBeUndefined();
    expect(urlHint('https://pos.example.com/hooks/orders')).toBeUndefined();
    expect(urlHint(' HTTPS://pos.example.com ')).toBeUndefined();
  });

  it('hints at https and at a full address', () => {
    expect(urlHint('http://pos.example.com')).toBe('Webhook addresses start with https://');
    expect(urlHint('pos.example.com')).toBe('Webhook addresses start with https://');
    expect(urlHint('https://')).toMatch(/^This does not look like a full address/);
  });
});
