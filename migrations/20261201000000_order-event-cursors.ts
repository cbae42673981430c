import type { Knex } from 'knex';

/*
 * One cursor table for every consumer of the order event log (docs/architecture/order-consumers.md):
 * `order_event_cursors(name, last_event_id)`. The refund dispatcher's `payment_refund_cursor`
 * moves into it with its position; the other consumers follow in their own migrations.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('order_event_cursors', (t) => {
    t.string('name', 60).primary();
    t.bigInteger('last_event_id').notNullable();
  });
  const row = (await knex('payment_refund_cursor').where({ name: 'refund-requests' }).first('last_event_id')) as { last_event_id: number | string } | undefined;
  await knex('order_event_cursors').insert({ name: 'payments.refund-dispatch', last_event_id: Number(row?.last_event_id ?? 0) });
  await knex.schema.dropTable('payment_refund_cursor');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.createTable('payment_refund_cursor', (t) => {
    t.string('name', 40).primary();
    t.bigInteger('last_event_id').notNullable();
  });
  const row = (await knex('order_event_cursors').where({ name: 'payments.refund-dispatch' }).first('last_event_id')) as { last_event_id: number | string } | undefined;
  await knex('payment_refund_cursor').insert({ name: 'refund-requests', last_event_id: Number(row?.last_event_id ?? 0) });
  await knex.schema.dropTable('order_event_cursors');
}
