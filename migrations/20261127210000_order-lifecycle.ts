import type { Knex } from 'knex';

const ID = 24;

/*
 * The service loop (docs/product/decisions.md "Running a service"): when a paid order is missed
 * unless accepted, when it was accepted and is expected, who cancelled it and why, and what was
 * refunded. `refunded_amount` is the sum of the refunds not failed, kept on the order row so the
 * "never more than was charged" check is one conditional update under the row's lock.
 * `accept_by` is indexed with the status for the missed-order sweep; placed orders past 24 hours
 * are found by (status, created_at).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('orders', (t) => {
    t.timestamp('accept_by', { useTz: true });
    t.timestamp('accepted_at', { useTz: true });
    t.timestamp('expected_by', { useTz: true });
    t.timestamp('cancelled_at', { useTz: true });
    t.string('cancelled_by', 16);
    t.string('cancel_reason', 32);
    t.string('cancel_note', 500);
    t.bigInteger('refunded_amount').notNullable().defaultTo(0);
    t.index(['status', 'accept_by']);
    t.index(['status', 'created_at']);
  });
  await knex.schema.createTable('order_refunds', (t) => {
    t.string('id', ID).primary();
    t.string('order_id', ID).notNullable().references('orders.id').onDelete('CASCADE');
    t.bigInteger('amount').notNullable();
    t.string('reason', 200).notNullable();
    t.string('status', 16).notNullable();
    t.string('requested_by', 80).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.index(['order_id', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('order_refunds');
  await knex.schema.alterTable('orders', (t) => {
    t.dropIndex(['status', 'created_at']);
    t.dropIndex(['status', 'accept_by']);
    for (const column of ['accept_by', 'accepted_at', 'expected_by', 'cancelled_at', 'cancelled_by', 'cancel_reason', 'cancel_note', 'refunded_amount']) t.dropColumn(column);
  });
}
