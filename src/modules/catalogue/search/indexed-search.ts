import type { SearchCriteria } from '../domain/search-criteria.js';
import { FreshVersion } from './fresh-version.js';
import { SearchIndex, type SearchPage } from './search-index.js';
import type { SearchSource } from './search-source.js';

/** Answers kept per index version: the pages people actually ask for again and again. */
const MEMO_LIMIT = 1000;

interface Snapshot {
  version: bigint;
  index: SearchIndex;
  memo: Map<string, unknown>;
}

/**
 * The search index of this process, rebuilt when the catalogue's version moves. Every
 * search first reads the version (one batched single-row read, see FreshVersion), so a
 * change committed by any process or tool is seen by the next search, as with SQL.
 */
export class IndexedSearch {
  private readonly version: FreshVersion;
  private snapshot?: Snapshot;
  private loading?: Promise<Snapshot>;

  constructor(private readonly source: SearchSource) {
    this.version = new FreshVersion(() => source.version());
  }

  async cities(): Promise<string[]> {
    return (await this.current()).index.cities;
  }

  async search(criteria: SearchCriteria): Promise<SearchPage> {
    return (await this.current()).index.search(criteria);
  }

  /** `render(search result)`, remembered for this index version (same criteria, same bytes). */
  async rendered<T>(criteria: SearchCriteria, kind: string, render: (page: SearchPage) => T): Promise<T> {
    const { index, memo } = await this.current();
    const key = `${kind}\u0000${JSON.stringify(criteria)}`;
    const known = memo.get(key) as T | undefined;
    if (known !== undefined) return known;
    const value = render(index.search(criteria));
    if (memo.size >= MEMO_LIMIT) memo.delete(memo.keys().next().value!);
    memo.set(key, value);
    return value;
  }

  private async current(): Promise<Snapshot> {
    const version = await this.version.get();
    for (;;) {
      if (this.snapshot && this.snapshot.version >= version) return this.snapshot;
      // A load that began before our version read may predate the change: wait, then look again.
      this.loading ??= this.load().finally(() => (this.loading = undefined));
      await this.loading;
    }
  }

  private async load(): Promise<Snapshot> {
    // The version is read before the rows: a change during the load only causes another one.
    const version = await this.source.version();
    const snapshot = { version, index: new SearchIndex(await this.source.listedRestaurants()), memo: new Map() };
    this.snapshot = snapshot;
    return snapshot;
  }
}
