import type { Knex } from 'knex';

/*
 * The order lists' ETags now come from the latest order_events id of the customer or the
 * restaurant (docs/architecture/order-events.md), so the per-scope counters go.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.dropTable('order_change_markers');
}

/** Back to the counters, each at the number of its scope's changes, as they were bumped. */
export async function down(knex: Knex): Promise<void> {
  await knex.schema.createTable('order_change_markers', (t) => {
    t.string('scope', 40).primary();
    t.bigInteger('version').notNullable();
  });
  await knex.raw(`
    insert into order_change_markers (scope, version)
    select 'user:' || user_id, count(*) from order_events group by user_id
    union all
    select 'restaurant:' || restaurant_id, count(*) from order_events group by restaurant_id`);
}
