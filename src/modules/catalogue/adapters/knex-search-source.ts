import BetterSqlite3 from 'better-sqlite3';
import type { Knex } from 'knex';
import type { Database } from '../../../shared/db/database.js';
import { dietaryCounts, type IndexedRestaurant } from '../search/search-index.js';
import { dietaryMask } from '../domain/search-criteria.js';
import type { ServiceState } from '../domain/opening-hours.js';
import type { RatingsLookup } from '../ports.js';
import type { CatalogueChanges, SearchSource, SourceVersions } from '../search/search-source.js';
import { deliveryAreasOf } from './knex-delivery-areas.js';
import { KnexServiceStates } from './knex-service-states.js';
import { CHANGE_LOG_KEEP } from '../../../../migrations/20261125000000_catalogue-changes.js';

const CHUNK = 2000;
const KEPT = BigInt(CHANGE_LOG_KEEP);

interface VersionRow {
  version: number | bigint | string;
  availability_version: number | bigint | string;
}

interface Row {
  id: string;
  restaurant_name: string;
  city: string;
  delivery_price: number;
  estimated_delivery_time: number;
  image_key: string | null;
  /** SQLite answers 0/1, PostgreSQL a boolean. */
  collection: boolean | number;
}

/**
 * What the in-memory search index is built from: the catalogue's change counter (kept
 * by triggers, see the catalogue-version migration) and every listed restaurant, read in
 * id order a chunk at a time so a big catalogue never sits in memory twice as row objects.
 */
export class KnexSearchSource implements SearchSource {
  private sqliteVersion?: BetterSqlite3.Statement<[], VersionRow>;
  private readonly serviceStates: KnexServiceStates;

  /** `chunk`: restaurants read per query (tests make it small to cross chunk edges). */
  constructor(
    private readonly db: Database,
    /** Ratings move the catalogue's version too (CatalogueService.ratingChanged), so a patch reads them afresh. */
    private readonly ratingsOf: RatingsLookup = async () => new Map(),
    private readonly chunk = CHUNK,
  ) {
    this.serviceStates = new KnexServiceStates(db);
  }

  /** Read before every search, both in one row: on SQLite a prepared statement on a read-only connection of its own. */
  async versions(): Promise<SourceVersions> {
    const statement = this.sqliteStatement();
    const row = statement ? statement.get() : await this.db('catalogue_version').where({ id: 1 }).first<VersionRow | undefined>('version', 'availability_version');
    return { catalogue: BigInt(row?.version ?? 0), availability: BigInt(row?.availability_version ?? 0) };
  }

  /** The catalogue's counter alone. */
  async version(): Promise<bigint> {
    return (await this.versions()).catalogue;
  }

  async serviceStatesSince(since: bigint): Promise<{ version: bigint; states: Map<string, ServiceState> }> {
    // The version first: a write committed after it is read again next time, never missed.
    const { availability } = await this.versions();
    return { version: availability, states: await this.serviceStates.changedSince(since) };
  }

  /**
   * A second connection sees committed rows only (WAL), never a transaction the pool's one
   * connection has open, and costs microseconds instead of a trip through the query builder.
   */
  private sqliteStatement() {
    const filename = sqliteFile(this.db);
    if (!this.sqliteVersion && filename) {
      const reader = new BetterSqlite3(filename, { readonly: true, fileMustExist: true });
      this.sqliteVersion = reader.prepare('select version, availability_version from catalogue_version where id = 1');
    }
    return this.sqliteVersion;
  }

  async *listedRestaurants(): AsyncIterable<IndexedRestaurant[]> {
    for (let after = ''; ; ) {
      // Bounded by an id range first: "listed, id > x, limit n" let PostgreSQL (with stale
      // statistics after a bulk load) test every restaurant's menu per chunk, 1 s each at 100k.
      const upTo: { id: string } | undefined = await this.db('restaurants').where('id', '>', after).orderBy('id').offset(this.chunk - 1).first('id');
      const chunk = this.listed().where('r.id', '>', after).orderBy('r.id');
      const rows = await (upTo ? chunk.where('r.id', '<=', upTo.id) : chunk);
      if (rows.length > 0) yield await this.withCuisines(rows);
      if (!upTo) return;
      after = upTo.id;
    }
  }

  /**
   * From the change log the triggers keep (catalogue-changes migration). Undefined when the
   * log was pruned past `since`, a truncate wiped a table or more than `most` changed.
   */
  async changesSince(since: bigint, most: number): Promise<CatalogueChanges | undefined> {
    const touched = await this.restaurantsChangedSince(since, most);
    if (!touched) return undefined;
    const { version, changed } = touched;
    const listed: IndexedRestaurant[] = [];
    for (let at = 0; at < changed.length; at += this.chunk) {
      listed.push(...(await this.withCuisines(await this.listed().whereIn('r.id', changed.slice(at, at + this.chunk)))));
    }
    return { version, changed, listed };
  }

  /** The ids of the restaurants whose row, cuisines or menu changed after `since`; undefined as for changesSince. */
  async restaurantsChangedSince(since: bigint, most: number): Promise<{ version: bigint; changed: string[] } | undefined> {
    const version = await this.version();
    if (version <= since) return { version: since, changed: [] };
    if (version - since > KEPT) return undefined;
    const logged: Array<{ restaurant_id: string | null }> = await this.db('catalogue_changes')
      .where('version', '>', String(since))
      .andWhere('version', '<=', String(version))
      .distinct('restaurant_id')
      .limit(most + 1);
    // Pruning is by the newest version: if it is still within reach, nothing we read was pruned.
    if (logged.length > most || logged.some((row) => row.restaurant_id === null)) return undefined;
    if ((await this.version()) - since > KEPT) return undefined;
    return { version, changed: logged.map((row) => row.restaurant_id!) };
  }

  /**
   * Restaurants with at least one menu item and in good standing, neither suspended nor unlisted
   * (docs/product/decisions.md "Suspended and unlisted restaurants"): the ones search lists.
   */
  private listed(): Knex.QueryBuilder<Row, Row[]> {
    return this.db('restaurants as r')
      .whereNull('r.suspended_at')
      .whereNull('r.unlisted_at')
      .whereExists((items) => items.from('menu_items as m').select(this.db.raw('1')).whereRaw('m.restaurant_id = r.id'))
      .select('r.id', 'r.restaurant_name', 'r.city', 'r.delivery_price', 'r.estimated_delivery_time', 'r.image_key', 'r.collection');
  }

  private async withCuisines(rows: Row[]): Promise<IndexedRestaurant[]> {
    const ids = rows.map((row) => row.id);
    const [cuisines, diets, ratings, areas] = await Promise.all([this.cuisinesOf(ids), this.dietaryOf(ids), this.ratingsOf(ids), deliveryAreasOf(this.db, ids)]);
    return rows.map((row) => {
      const deliveryAreas = areas.get(row.id);
      const indexed = { ...toIndexed(row, cuisines.get(row.id) ?? []), ...(deliveryAreas ? { deliveryAreas } : {}) };
      const dishes = diets.get(row.id);
      const rating = ratings.get(row.id);
      const rated = rating ? { ...indexed, rating } : indexed;
      return dishes ? { ...rated, dietaryCounts: dietaryCounts(dishes) } : rated;
    });
  }

  /** The label masks of the labelled dishes of each restaurant (docs/product/decisions.md "Menus"); unlabelled ones count for no filter. */
  private async dietaryOf(ids: string[]): Promise<Map<string, number[]>> {
    const rows: Array<{ restaurant_id: string; dietary: string }> = await this.db('menu_items')
      .whereIn('restaurant_id', ids)
      // As the partial index menu_items_labelled says it, so that both databases use it.
      .whereRaw(`dietary <> '[]'`)
      .select('restaurant_id', 'dietary');
    const byId = new Map<string, number[]>();
    for (const { restaurant_id, dietary } of rows) {
      const mask = dietaryMask(JSON.parse(dietary) as string[]);
      const list = byId.get(restaurant_id);
      if (list) list.push(mask);
      else byId.set(restaurant_id, [mask]);
    }
    return byId;
  }

  private async cuisinesOf(ids: string[]): Promise<Map<string, string[]>> {
    const rows: Array<{ restaurant_id: string; cuisine: string }> = await this.db('restaurant_cuisines')
      .whereIn('restaurant_id', ids)
      .select('restaurant_id', 'cuisine');
    const byId = new Map<string, string[]>();
    for (const { restaurant_id, cuisine } of rows) {
      const list = byId.get(restaurant_id);
      if (list) list.push(cuisine);
      else byId.set(restaurant_id, [cuisine]);
    }
    return byId;
  }
}

/** The SQLite file behind `db`; undefined on PostgreSQL and for in-memory databases. */
function sqliteFile(db: Database): string | undefined {
  const { client, connection } = db.client.config as { client: string; connection?: { filename?: string } };
  const filename = connection?.filename;
  return client === 'better-sqlite3' && filename && filename !== ':memory:' ? filename : undefined;
}

function toIndexed(row: Row, cuisines: string[]): IndexedRestaurant {
  return {
    id: row.id,
    restaurantName: row.restaurant_name,
    city: row.city,
    deliveryPrice: Number(row.delivery_price),
    estimatedDeliveryTime: Number(row.estimated_delivery_time),
    cuisines,
    ...(row.image_key ? { imageKey: row.image_key } : {}),
    ...(row.collection ? { collection: true } : {}),
  };
}
