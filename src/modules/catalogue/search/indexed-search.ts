import { setNewest } from '../../../shared/bounded-map.js';
import type { SearchCriteria } from '../domain/search-criteria.js';
import { freshValue } from '../../../shared/fresh-reads.js';
import { SearchIndex, type SearchPage } from './search-index.js';
import type { SearchSource } from './search-source.js';

/** Answers kept per index version: the pages people actually ask for again and again. */
const MEMO_LIMIT = 1000;
/** More changed restaurants than this are loaded by a rebuild: each patch moves the orders (O(n)). */
const PATCH_LIMIT = 1000;

interface Snapshot {
  version: bigint;
  index: SearchIndex;
  memo: Map<string, unknown>;
}

/**
 * The search index of this process, kept at the catalogue's version. Every search first
 * reads the version (one batched single-row read, see FreshReads), so a change committed
 * by any process or tool is seen by the next search, as with SQL. When the version moved,
 * only the restaurants changed since are read and patched in; the whole index is rebuilt
 * on first use and when the change log no longer reaches back to the index's version.
 */
export class IndexedSearch {
  private readonly version: () => Promise<bigint>;
  private snapshot?: Snapshot;
  private loading?: Promise<Snapshot>;

  constructor(private readonly source: SearchSource) {
    this.version = freshValue(() => source.version());
  }

  /** The catalogue's change counter, read after the call (one read serves concurrent callers). */
  catalogueVersion(): Promise<bigint> {
    return this.version();
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
    setNewest(memo, key, value, MEMO_LIMIT);
    return value;
  }

  private async current(): Promise<Snapshot> {
    const version = await this.version();
    for (;;) {
      if (this.snapshot && this.snapshot.version >= version) return this.snapshot;
      // A load that began before our version read may predate the change: wait, then look again.
      this.loading ??= this.load().finally(() => (this.loading = undefined));
      await this.loading;
    }
  }

  private async load(): Promise<Snapshot> {
    const snapshot = (this.snapshot && (await this.patched(this.snapshot))) ?? (await this.rebuilt());
    this.snapshot = snapshot;
    return snapshot;
  }

  /** The index patched with the restaurants changed since its version; undefined when unknown. */
  private async patched({ version, index }: Snapshot): Promise<Snapshot | undefined> {
    const changes = await this.source.changesSince(version, PATCH_LIMIT);
    if (!changes) return undefined;
    // Synchronous from here: no search sees a half-applied patch.
    index.apply(changes.changed, changes.listed);
    return { version: changes.version, index: index.wasted ? index.compacted() : index, memo: new Map() };
  }

  private async rebuilt(): Promise<Snapshot> {
    // The version is read before the rows: a change during the load only causes another one.
    const version = await this.source.version();
    const index = new SearchIndex();
    for await (const chunk of this.source.listedRestaurants()) for (const restaurant of chunk) index.add(restaurant);
    index.sortAll();
    return { version, index, memo: new Map() };
  }
}
