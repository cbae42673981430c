import { describe, expect, it } from 'vitest';
import { FreshReads, freshValue } from './fresh-reads.js';

/** A store whose reads stay out until released, so a test decides what commits during one. */
function slowStore(values: Map<string, number>) {
  const reads: string[][] = [];
  const pending: Array<() => void> = [];
  const read = (keys: string[]) => {
    reads.push(keys);
    const seen = new Map(keys.flatMap((k) => (values.has(k) ? [[k, values.get(k)!] as const] : [])));
    return new Promise<Map<string, number>>((resolve) => pending.push(() => resolve(seen)));
  };
  const release = async () => {
    // Reads start on the event loop's next turn.
    await new Promise((resolve) => setImmediate(resolve));
    pending.shift()!();
  };
  return { reads, read, release };
}

describe('FreshReads', () => {
  it('reads the keys asked for in one turn of the event loop together', async () => {
    const store = slowStore(new Map([['a', 1], ['b', 2]]));
    const fresh = new FreshReads(store.read);
    const both = Promise.all([fresh.get('a'), fresh.get('b'), fresh.get('a')]);
    await store.release();
    expect(await both).toEqual([1, 2, 1]);
    expect(store.reads).toEqual([['a', 'b']]);
  });

  it('never answers a caller with a read that began before it asked, and reads the waiting keys together', async () => {
    const values = new Map([['a', 1], ['b', 10]]);
    const store = slowStore(values);
    const fresh = new FreshReads(store.read);
    const first = fresh.get('a');
    await new Promise((resolve) => setImmediate(resolve)); // the first read is out
    values.set('a', 2); // a change commits while the first read is out
    const second = fresh.get('a');
    const other = fresh.get('b');
    const missing = fresh.get('c');
    await store.release();
    expect(await first).toBe(1);
    await store.release();
    expect(await second).toBe(2);
    expect(await other).toBe(10);
    expect(await missing).toBeUndefined();
    expect(store.reads).toEqual([['a'], ['a', 'b', 'c']]);
  });

  it('passes a failed read on to the callers of that read only', async () => {
    let fail = true;
    const fresh = new FreshReads(async (keys: string[]) => {
      if (fail) throw new Error('database down');
      return new Map(keys.map((k) => [k, 1]));
    });
    await expect(fresh.get('a')).rejects.toThrow('database down');
    fail = false;
    expect(await fresh.get('a')).toBe(1);
  });
});

describe('freshValue', () => {
  it('batches the callers waiting behind a read into one next read', async () => {
    let version = 1;
    const store = slowStore(new Map());
    const read = freshValue(async () => {
      const seen = version;
      await store.read(['v']);
      return seen;
    });
    const first = read();
    await new Promise((resolve) => setImmediate(resolve));
    version = 2;
    const second = read();
    const third = read();
    await store.release();
    expect(await first).toBe(1);
    await store.release();
    expect(await second).toBe(2);
    expect(await third).toBe(2);
    expect(store.reads).toHaveLength(2);
  });
});
