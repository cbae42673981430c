import { describe, expect, it } from 'vitest';
import { detailParts, formatInstant } from './detail-times';

describe('times inside a check detail', () => {
  it('finds the instants the server writes and keeps the words around them', () => {
    expect(detailParts('mode local; last event received 2026-11-27T10:54:26.486Z')).toEqual([
      { kind: 'text', text: 'mode local; last event received ' },
      { kind: 'time', iso: '2026-11-27T10:54:26.486Z', epochMs: Date.UTC(2026, 10, 27, 10, 54, 26, 486) },
    ]);
    expect(detailParts('mode local; no event received yet')).toEqual([{ kind: 'text', text: 'mode local; no event received yet' }]);
  });

  it('shows an instant in en-GB, with how long ago while that is under a day', () => {
    const at = Date.UTC(2026, 10, 27, 10, 54, 26);
    const date = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium' }).format(at);
    expect(date).toMatch(/^27 Nov 2026, \d{2}:54:26$/);
    expect(formatInstant(at, at)).toBe(`${date} (now)`);
    expect(formatInstant(at, at + 4_000)).toBe(`${date} (4 seconds ago)`);
    expect(formatInstant(at, at + 3 * 60_000)).toBe(`${date} (3 minutes ago)`);
    expect(formatInstant(at, at + 5 * 3_600_000)).toBe(`${date} (5 hours ago)`);
    expect(formatInstant(at, at + 2 * 86_400_000)).toBe(date);
  });
});
