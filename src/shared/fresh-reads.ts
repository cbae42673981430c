/**
 * Reads values by key for many concurrent callers with few reads and no stale answers: a
 * caller gets the result of a read that started after it asked. A read starts once the event
 * loop has taken in the requests already waiting (setImmediate), or when the read before it
 * ends; every key asked for until then is read by it. Under load one read serves a batch.
 */
export class FreshReads<K, V> {
  private running?: Promise<unknown>;
  private queued?: { keys: Set<K>; result: Promise<Map<K, V>> };

  constructor(private readonly read: (keys: K[]) => Promise<Map<K, V>>) {}

  /** The value read for `key`; undefined when the read found none. */
  async get(key: K): Promise<V | undefined> {
    if (!this.queued) {
      const keys = new Set<K>();
      const next = () => {
        this.queued = undefined;
        return this.start([...keys]);
      };
      const turn = this.running ?? new Promise((resolve) => setImmediate(resolve));
      this.queued = { keys, result: turn.then(next, next) };
    }
    this.queued.keys.add(key);
    return (await this.queued.result).get(key);
  }

  private start(keys: K[]): Promise<Map<K, V>> {
    const reading = this.read(keys).finally(() => {
      if (this.running === reading) this.running = undefined;
    });
    this.running = reading;
    return reading;
  }
}

/** One value read the same way: `FreshReads` with a single key. */
export function freshValue<V>(read: () => Promise<V>): () => Promise<V> {
  const reads = new FreshReads<true, V>(async () => new Map([[true, await read()]]));
  return async () => (await reads.get(true)) as V;
}
