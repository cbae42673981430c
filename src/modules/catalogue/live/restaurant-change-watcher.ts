import type { Logger } from '../../../shared/logger.js';
import type { ServiceState } from '../domain/opening-hours.js';
import type { SourceVersions } from '../search/search-source.js';

/** What the watcher reads: the catalogue's two counters and what moved them (adapters/knex-search-source.ts). */
export interface RestaurantChangeSource {
  versions(): Promise<SourceVersions>;
  restaurantsChangedSince(since: bigint, most: number): Promise<{ version: bigint; changed: string[] } | undefined>;
  serviceStatesSince(since: bigint): Promise<{ version: bigint; states: Map<string, ServiceState> }>;
}

/** More changed restaurants than this in one read: every follower is told (a bulk load). */
const MOST = 500;

/**
 * Which restaurants changed, for their public streams (docs/architecture/live.md "A restaurant's
 * changes"). The catalogue's triggers move its counters on every committed write by any process
 * (a menu, a dish sold out, hours, a pause), so one read of the counters a poll, in each API
 * process while anyone follows, finds every change wherever it was made; the change log and the
 * availability rows' stamps say whose it was.
 */
export class RestaurantChangeWatcher {
  private readonly followers = new Map<string, Set<() => void>>();
  private known: SourceVersions | undefined;
  /** The first read of the counters, made when the first follower comes. */
  private started: Promise<void> | undefined;
  private timer: ReturnType<typeof setInterval> | undefined;
  private reading = false;

  constructor(
    private readonly source: RestaurantChangeSource,
    private readonly logger: Logger,
    private readonly pollMs: number,
  ) {}

  /**
   * `onChange` runs after each change of the restaurant committed from now on (once the answer
   * resolves), once per read however many there were; the function it resolves to stops it.
   */
  async follow(restaurantId: string, onChange: () => void): Promise<() => void> {
    const set = this.followers.get(restaurantId) ?? new Set();
    set.add(onChange);
    this.followers.set(restaurantId, set);
    if (!this.timer) {
      this.timer = setInterval(() => void this.read(), this.pollMs);
      this.timer.unref();
      this.started = this.source.versions().then((versions) => void (this.known = versions));
    }
    await this.started;
    return () => {
      set.delete(onChange);
      if (set.size === 0) this.followers.delete(restaurantId);
      if (this.followers.size === 0) this.stop();
    };
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
    this.known = undefined;
    this.started = undefined;
  }

  /** One read of what changed since the counters were last read. */
  async read(): Promise<void> {
    const before = this.known;
    if (this.reading || !before) return;
    this.reading = true;
    try {
      const [catalogue, availability] = await Promise.all([this.source.restaurantsChangedSince(before.catalogue, MOST), this.source.serviceStatesSince(before.availability)]);
      // Unknown (pruned, a bulk load): everyone reads their restaurant again.
      const changed = catalogue ? new Set([...catalogue.changed, ...availability.states.keys()]) : new Set(this.followers.keys());
      if (this.timer) this.known = { catalogue: catalogue?.version ?? (await this.source.versions()).catalogue, availability: availability.version };
      for (const id of changed) for (const onChange of this.followers.get(id) ?? []) onChange();
    } catch (err) {
      this.logger.warn({ err }, 'restaurant streams: could not read the catalogue\'s changes; trying again');
    } finally {
      this.reading = false;
    }
  }
}
