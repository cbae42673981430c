import { LRUCache } from 'lru-cache';
import { systemClock, type Clock } from '../../../shared/clock.js';
import type { OpenState } from '../domain/opening-hours.js';
import type { SearchCriteria } from '../domain/search-criteria.js';
import { freshValue } from '../../../shared/fresh-reads.js';
import { OpenStates } from './open-states.js';
import { SearchIndex, type SearchHit } from './search-index.js';
import type { SearchSource, SourceVersions } from './search-source.js';

/** Answers kept per index version: the pages people actually ask for again and again. */
const MEMO_LIMIT = 1000;
/** More changed restaurants than this are loaded by a rebuild: each patch moves the orders (O(n)). */
const PATCH_LIMIT = 1000;

/** A search hit with what its card says about ordering now. */
export interface OpenSearchHit extends SearchHit {
  openState: OpenState;
  /** The zone its hours are kept in, for showing opensAt and resumesAt. */
  timeZone: string;
}

/** A snapshot as loaded, with the restaurants its patch listed (their open states to copy in). */
interface Loaded extends Snapshot {
  listedAnew: string[];
}

export interface OpenSearchPage {
  hits: OpenSearchHit[];
  total: number;
}

interface Snapshot {
  version: bigint;
  index: SearchIndex;
  /** Rendered answers: replaced when the index or an open state changes. */
  memo: Memo;
}

type Memo = LRUCache<string, NonNullable<unknown>>;
/** Read with `peek`: the answer made longest ago goes first, however often it is asked for. */
const newMemo = (): Memo => new LRUCache({ max: MEMO_LIMIT });

/**
 * The search index of this process, kept at the catalogue's version, with every restaurant's
 * open state (open-states.ts). Every search first reads both change counters (one batched
 * single-row read, see FreshReads), so a change committed by any process or tool is seen by
 * the next search, as with SQL. When the catalogue's version moved, only the restaurants
 * changed since are read and patched in; the whole index is rebuilt on first use and when the
 * change log no longer reaches back to the index's version. When the availability version
 * moved, only the hours and pauses saved since are read. States that run out with time (an
 * opening, a closing, a pause's end) are brought up to date at the search's clock reading.
 *
 * Rendered answers are remembered until any of these changes: a new catalogue version, a saved
 * pause or hours, or an open state passing its time (docs/architecture/performance.md).
 */
export class IndexedSearch {
  private readonly versions: () => Promise<SourceVersions>;
  private snapshot?: Snapshot;
  private loading?: Promise<Snapshot>;
  private readonly openStates = new OpenStates();
  /** The availability version `openStates` holds; -1: nothing read yet. */
  private availabilityVersion = -1n;
  private loadingStates?: Promise<void>;

  constructor(
    private readonly source: SearchSource,
    private readonly clock: Clock = systemClock,
  ) {
    this.versions = freshValue(() => source.versions());
  }

  /** The catalogue's change counter, read after the call (one read serves concurrent callers). */
  async catalogueVersion(): Promise<bigint> {
    return (await this.versions()).catalogue;
  }

  async cities(): Promise<string[]> {
    return (await this.current()).index.cities;
  }

  async search(criteria: SearchCriteria): Promise<OpenSearchPage> {
    return this.withOpenStates((await this.current()).index.search(criteria));
  }

  /** `render(search result)`, remembered while the index and the open states stay as they are (same criteria, same bytes). */
  async rendered<T>(criteria: SearchCriteria, render: (page: OpenSearchPage) => T): Promise<T> {
    const snapshot = await this.current();
    // From here synchronous: the memo and the states it was made with belong together.
    const key = JSON.stringify(criteria);
    const known = snapshot.memo.peek(key) as T | undefined;
    if (known !== undefined) return known;
    const value = render(this.withOpenStates(snapshot.index.search(criteria)));
    if (value !== undefined && value !== null) snapshot.memo.set(key, value);
    return value;
  }

  private withOpenStates({ hits, total }: { hits: SearchHit[]; total: number }): OpenSearchPage {
    return { hits: hits.map((hit) => ({ ...hit, openState: this.openStates.stateOf(hit.id), timeZone: this.openStates.timeZoneOf(hit.id) })), total };
  }

  /** The index at the versions read now, its open states brought to the clock's time. */
  private async current(): Promise<Snapshot> {
    const versions = await this.versions();
    for (;;) {
      if (this.availabilityVersion < versions.availability) {
        // As with the index: a read that began before our version read may predate the change.
        this.loadingStates ??= this.loadStates().finally(() => (this.loadingStates = undefined));
        await this.loadingStates;
        continue;
      }
      if (this.snapshot && this.snapshot.version >= versions.catalogue) break;
      // A load that began before our version read may predate the change: wait, then look again.
      this.loading ??= this.load().finally(() => (this.loading = undefined));
      await this.loading;
    }
    const snapshot = this.snapshot!;
    // Synchronous: no search sees some states brought forward and others not.
    const changed = this.openStates.advance(this.clock.now());
    if (changed.length > 0) this.markOpen(snapshot, changed);
    return snapshot;
  }

  /** Hours and pauses saved since those held (all of them the first time). */
  private async loadStates(): Promise<void> {
    const since = this.availabilityVersion < 0n ? 0n : this.availabilityVersion;
    const { version, states } = await this.source.serviceStatesSince(since);
    const now = this.clock.now();
    for (const [id, state] of states) this.openStates.set(id, state, now);
    if (this.snapshot && states.size > 0) this.markOpen(this.snapshot, states.keys());
    this.availabilityVersion = version;
  }

  /** Copies the open states of `ids` into the snapshot's index; its remembered answers go. */
  private markOpen(snapshot: Snapshot, ids: Iterable<string>): void {
    for (const id of ids) snapshot.index.setOpen(id, this.openStates.isOpen(id));
    snapshot.memo = newMemo();
  }

  private async load(): Promise<Snapshot> {
    const previous = this.snapshot;
    const snapshot = (previous && (await this.patched(previous))) ?? (await this.rebuilt());
    // In the same step as it takes over: states read meanwhile went to the previous index.
    if (snapshot.index === previous?.index) {
      this.markOpen(snapshot, snapshot.listedAnew);
    } else {
      snapshot.index.openAll();
      this.markOpen(snapshot, this.openStates.notOpen());
    }
    this.snapshot = snapshot;
    return snapshot;
  }

  /** The index patched with the restaurants changed since its version; undefined when unknown. */
  private async patched({ version, index }: Snapshot): Promise<Loaded | undefined> {
    const changes = await this.source.changesSince(version, PATCH_LIMIT);
    if (!changes) return undefined;
    // Synchronous from here: no search sees a half-applied patch.
    index.apply(changes.changed, changes.listed);
    // A restaurant listed anew (its first dish) may have hours already: load() marks it.
    const listedAnew = changes.listed.map((restaurant) => restaurant.id);
    return { version: changes.version, index: index.wasted ? index.compacted() : index, memo: newMemo(), listedAnew };
  }

  private async rebuilt(): Promise<Loaded> {
    // The version is read before the rows: a change during the load only causes another one.
    const { catalogue: version } = await this.source.versions();
    const index = new SearchIndex();
    for await (const chunk of this.source.listedRestaurants()) for (const restaurant of chunk) index.add(restaurant);
    index.sortAll();
    return { version, index, memo: newMemo(), listedAnew: [] };
  }
}
