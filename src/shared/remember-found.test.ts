import { describe, expect, it } from 'vitest';
import { rememberFound } from './remember-found.js';

describe('rememberFound', () => {
  it('looks up a found key once, keeps asking for a missing one, and holds at most maxEntries', async () => {
    const asked: string[] = [];
    const table = new Map([['a', 1], ['b', 2], ['c', 3]]);
    const lookup = rememberFound(async (key: string) => (asked.push(key), table.get(key)), 2);
    expect([await lookup('a'), await lookup('a'), await lookup('x'), await lookup('x')]).toEqual([1, 1, undefined, undefined]);
    table.set('x', 9); // created later: found on the next call
    expect(await lookup('x')).toBe(9);
    await lookup('b'); // holds x and b now; a was the least recent
    await lookup('a');
    expect(asked).toEqual(['a', 'x', 'x', 'x', 'b', 'a']);
  });

  it('shares one lookup between concurrent calls for a key', async () => {
    let calls = 0;
    const lookup = rememberFound(async (key: string) => (calls++, key.toUpperCase()), 10);
    expect(await Promise.all([lookup('a'), lookup('a')])).toEqual(['A', 'A']);
    expect(calls).toBe(1);
  });
});
