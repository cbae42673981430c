import { describe, expect, it } from 'vitest';
import { formatMs, formatUptime, healthScore, performanceLabel, worstStatus } from './status-format';

describe('status page figures', () => {
  it('labels performance Excellent under 50 ms, Good under 100 ms, else Slow (docs/product/constants.md "Performance analyser")', () => {
    expect(performanceLabel(0)).toBe('Excellent');
    expect(performanceLabel(49.9)).toBe('Excellent');
    expect(performanceLabel(50)).toBe('Good');
    expect(performanceLabel(99.9)).toBe('Good');
    expect(performanceLabel(100)).toBe('Slow');
  });

  it('shows uptime as hours and minutes, and times in milliseconds', () => {
    expect(formatUptime(0)).toBe('0h 0m');
    expect(formatUptime(59)).toBe('0h 0m');
    expect(formatUptime(18_330)).toBe('5h 5m');
    expect(formatUptime(90_000.7)).toBe('25h 0m');
    expect(formatMs(12.4)).toBe('12 ms');
    expect(formatMs(1.84)).toBe('1.8 ms');
    expect(formatMs(2)).toBe('2 ms');
    expect(formatMs(0)).toBe('0 ms');
  });

  it('takes the worst verdict', () => {
    expect(worstStatus()).toBe('healthy');
    expect(worstStatus('healthy', 'warning', 'healthy')).toBe('warning');
    expect(worstStatus('warning', 'error', 'healthy')).toBe('error');
  });

  it('scores healthy 1, warning 0.5 and error 0, as a percentage', () => {
    expect(healthScore(['healthy', 'healthy', 'healthy', 'healthy', 'healthy'])).toBe(100);
    expect(healthScore(['healthy', 'healthy', 'healthy', 'healthy', 'warning'])).toBe(90);
    expect(healthScore(['healthy', 'error', 'warning', 'healthy', 'healthy'])).toBe(70);
    expect(healthScore(['error', 'error'])).toBe(0);
    expect(healthScore([])).toBe(0);
  });
});
