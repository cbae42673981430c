import type { Knex } from 'knex';

/*
 * Insights aggregates a restaurant's orders over a range of created_at. With the columns it
 * reads in the index, that is an index-only scan instead of one table page per order (a
 * restaurant's 100,000 orders lie on as many pages). It replaces the (restaurant_id,
 * created_at) index, whose queries it serves as well. PostgreSQL carries the extra columns
 * as INCLUDE (not part of the key); SQLite has no INCLUDE, so they extend the key there.
 */
const OLD = 'orders_restaurant_id_created_at_index';
const NEW = 'orders_restaurant_created_insights';
const READ_BY_INSIGHTS = ['status', 'total_amount', 'delivery_price', 'user_id', 'delivery_city'];

export async function up(knex: Knex): Promise<void> {
  const extra = READ_BY_INSIGHTS.join(', ');
  if (knex.client.config.client === 'pg') await knex.raw(`create index ${NEW} on orders (restaurant_id, created_at) include (${extra})`);
  else await knex.raw(`create index ${NEW} on orders (restaurant_id, created_at, ${extra})`);
  await knex.schema.alterTable('orders', (t) => t.dropIndex(['restaurant_id', 'created_at'], OLD));
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('orders', (t) => t.index(['restaurant_id', 'created_at'], OLD));
  await knex.raw(`drop index ${NEW}`);
}
