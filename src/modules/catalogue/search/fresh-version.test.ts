import { describe, expect, it } from 'vitest';
import { FreshVersion } from './fresh-version.js';

describe('FreshVersion', () => {
  it('never answers a caller with a read that began before it asked, and batches the waiting ones', async () => {
    let version = 1n;
    let reads = 0;
    const pending: Array<() => void> = [];
    const fresh = new FreshVersion(() => {
      reads++;
      const seen = version;
      return new Promise((resolve) => pending.push(() => resolve(seen)));
    });
    const first = fresh.get();
    version = 2n; // a change commits while the first read is out
    const second = fresh.get();
    const third = fresh.get();
    pending.shift()!();
    expect(await first).toBe(1n);
    await Promise.resolve();
    await Promise.resolve();
    pending.shift()!();
    expect(await second).toBe(2n);
    expect(await third).toBe(2n);
    expect(reads).toBe(2);
  });
});
