import { describe, expect, it } from 'vitest';
import { formatBytes, formatSeconds } from './format';

describe('formatBytes', () => {
  it.each([
    [512, '512 B'],
    [1536, '1.5 KB'],
    [200 * 1024, '200 KB'],
    [1.5 * 1024 * 1024, '1.50 MB'],
  ])('%i bytes is %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});

it('formats milliseconds as seconds', () => {
  expect(formatSeconds(1234)).toBe('1.23 s');
});
