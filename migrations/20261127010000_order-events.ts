import type { Knex } from 'knex';

const ID = 24;

/*
 * order_events (docs/architecture/order-events.md): one row per order change, appended in the
 * change's transaction, with a growing id (bigserial on PostgreSQL; on SQLite an integer
 * primary key with AUTOINCREMENT, so an id is never handed out twice). Readers ask for "the
 * events after id X", overall (the primary key), per restaurant or per customer (an index
 * each, ending in the id, so "the latest id" is an index-only read).
 *
 * The orders already stored get their events from order_status_history, in time order.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('order_events', (t) => {
    t.bigIncrements('id');
    t.string('type', 30).notNullable();
    t.string('order_id', ID).notNullable();
    t.string('restaurant_id', ID).notNullable();
    t.string('user_id', ID).notNullable();
    t.string('status', 20).notNullable();
    t.timestamp('occurred_at', { useTz: true }).notNullable();
    t.jsonb('changes').notNullable();
    t.index(['restaurant_id', 'id']);
    t.index(['user_id', 'id']);
  });
  const jsonObject = knex.client.config.client === 'pg' ? 'jsonb_build_object' : 'json_object';
  await knex.raw(`
    insert into order_events (type, order_id, restaurant_id, user_id, status, occurred_at, changes)
    select case h.status when 'placed' then 'placed' when 'paid' then 'paid' else 'statusSet' end,
      h.order_id, o.restaurant_id, o.user_id, h.status, h.changed_at,
      ${jsonObject}('from', lag(h.status) over w, 'to', h.status, 'by', h.changed_by)
    from order_status_history h join orders o on o.id = h.order_id
    window w as (partition by h.order_id order by h.changed_at, h.id)
    order by h.changed_at, h.id`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('order_events');
}
