import type { Knex } from 'knex';
import type { Database } from '../../../shared/db/database.js';
import { clientOf, orWhereContains } from '../../../shared/db/text-contains.js';
import { fromDb } from '../../../shared/db/timestamps.js';
import type { OverseenRestaurant, OversightQuery } from '../domain/oversight.js';
import type { Standing } from '../domain/standing.js';
import { STANDING_COLUMNS, standingOf, standingRow, type StandingRow } from './standing-rows.js';

interface Row extends StandingRow {
  id: string;
  restaurant_name: string;
  city: string;
  country: string;
  created_at: Date | string;
}

const COLUMNS = ['id', 'restaurant_name', 'city', 'country', 'created_at', ...STANDING_COLUMNS];
const SORT_COLUMNS = { restaurantName: 'restaurant_name', city: 'city', createdAt: 'created_at' } as const;

/** The operator's view of the restaurants table: every restaurant, whatever its standing. */
export class KnexRestaurantOversight {
  constructor(private readonly db: Database) {}

  async page(query: OversightQuery): Promise<{ restaurants: OverseenRestaurant[]; total: number }> {
    const [counted] = await this.matching(query).count({ n: '*' });
    const { field, order } = query.sort;
    const rows: Row[] = await this.matching(query)
      .select(COLUMNS)
      .orderBy([{ column: SORT_COLUMNS[field], order }, { column: 'id', order }])
      .offset(query.range.first)
      .limit(query.range.last - query.range.first + 1);
    return { restaurants: rows.map(overseenOf), total: Number(counted?.n ?? 0) };
  }

  async one(id: string): Promise<OverseenRestaurant | undefined> {
    const row: Row | undefined = await this.db('restaurants').where({ id }).first(COLUMNS);
    return row && overseenOf(row);
  }

  /** Read on the change's transaction; on PostgreSQL the row stays locked until it commits, so two changes take turns. */
  async standingFor(trx: Knex.Transaction, id: string): Promise<OverseenRestaurant | undefined> {
    const read = trx('restaurants').where({ id });
    if (clientOf(this.db) === 'pg') read.forUpdate();
    const row: Row | undefined = await read.first(COLUMNS);
    return row && overseenOf(row);
  }

  async saveStanding(trx: Knex.Transaction, id: string, standing: Standing): Promise<void> {
    await trx('restaurants').where({ id }).update(standingRow(standing));
  }

  private matching({ filter }: OversightQuery): Knex.QueryBuilder {
    const rows = this.db('restaurants');
    if (filter.suspended === true) rows.whereNotNull('suspended_at');
    if (filter.suspended === false) rows.whereNull('suspended_at');
    if (filter.listed === true) rows.whereNull('suspended_at').whereNull('unlisted_at');
    if (filter.listed === false) rows.where((either) => either.whereNotNull('suspended_at').orWhereNotNull('unlisted_at'));
    const text = filter.text;
    if (text) rows.where((either) => ['restaurant_name', 'city'].forEach((column) => orWhereContains(either, clientOf(this.db), column, text)));
    return rows;
  }
}

function overseenOf(row: Row): OverseenRestaurant {
  return { id: row.id, restaurantName: row.restaurant_name, city: row.city, country: row.country, createdAt: fromDb(row.created_at), standing: standingOf(row) };
}
