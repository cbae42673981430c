import type { Knex } from 'knex';

/*
 * docs/product/decisions.md "Running a service" (Figures): cuisine shares come from what was
 * ordered, so each order keeps the restaurant's cuisines at checkout (`cuisines`, a JSON array
 * of names in name order, written with the order). Orders placed before this keep today's
 * cuisines of their restaurant: the best that is known of them.
 *
 * Insights now also reads `refunded_amount` (revenue is net of refunds) and `cuisines`, so the
 * insights index carries both: its aggregates stay index-only scans (see
 * 20261126020000_orders-insights-index.ts for why, and for INCLUDE on PostgreSQL only).
 */
const OLD = 'orders_restaurant_created_insights';
const NEW = 'orders_restaurant_created_figures';
const OLD_COLUMNS = ['status', 'total_amount', 'delivery_price', 'user_id', 'delivery_city'];
const NEW_COLUMNS = [...OLD_COLUMNS, 'refunded_amount', 'cuisines'];

const isPg = (knex: Knex) => knex.client.config.client === 'pg';

async function createIndex(knex: Knex, name: string, columns: readonly string[]): Promise<void> {
  const extra = columns.join(', ');
  if (isPg(knex)) await knex.raw(`create index ${name} on orders (restaurant_id, created_at) include (${extra})`);
  else await knex.raw(`create index ${name} on orders (restaurant_id, created_at, ${extra})`);
}

/**
 * The same text JSON.stringify gives for a list of plain names sorted as JavaScript sorts them
 * (code points: PostgreSQL's "C" collation, SQLite's default), built in SQL in one statement.
 */
function backfill(knex: Knex): Knex.Raw {
  if (isPg(knex)) {
    return knex.raw(`update orders set cuisines = coalesce(
      (select '[' || string_agg(to_json(c.cuisine)::text, ',' order by c.cuisine collate "C") || ']' from restaurant_cuisines c where c.restaurant_id = orders.restaurant_id),
      '[]')`);
  }
  return knex.raw(`update orders set cuisines = coalesce(
    (select '[' || group_concat(q, ',') || ']' from (select json_quote(c.cuisine) as q from restaurant_cuisines c where c.restaurant_id = orders.restaurant_id order by c.cuisine)),
    '[]')`);
}

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('orders', (t) => {
    t.text('cuisines').notNullable().defaultTo('[]');
  });
  await backfill(knex);
  await createIndex(knex, NEW, NEW_COLUMNS);
  await knex.raw(`drop index ${OLD}`);
  // Insights' snapshots were computed by the old rules (every order, gross, today's cuisines).
  // Without one, a read computes on the spot and the sweep finds the restaurant stale.
  await knex('analytics_snapshots').delete();
}

export async function down(knex: Knex): Promise<void> {
  await createIndex(knex, OLD, OLD_COLUMNS);
  await knex.raw(`drop index ${NEW}`);
  await knex.schema.alterTable('orders', (t) => t.dropColumn('cuisines'));
}
