import type { Knex } from 'knex';

/*
 * Payments' side of refunds (docs/architecture/refunds.md):
 * - payment_refund_cursor: how far the refund dispatcher has read ordering's refund requests
 *   (order_events ids). One row per reader; the dispatcher only moves it forward.
 * - local_checkout_refunds: the local checkout's refunds of a paid session, one per idempotency
 *   key, so a request sent twice (two workers, a retry) is one refund.
 * - local_checkout_outbox now also holds a session's refund events: a session has one payment
 *   event (its `open` -> `complete` change guarantees that) and any number of refund events.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('payment_refund_cursor', (t) => {
    t.string('name', 40).primary();
    t.bigInteger('last_event_id').notNullable();
  });
  await knex('payment_refund_cursor').insert({ name: 'refund-requests', last_event_id: 0 });
  await knex.schema.createTable('local_checkout_refunds', (t) => {
    t.string('id', 255).primary();
    t.string('session_id', 255).notNullable().references('local_checkout_sessions.id');
    t.string('idempotency_key', 255).notNullable().unique();
    t.integer('amount').notNullable();
    t.string('status', 16).notNullable();
    // JSON: the metadata the request carried ({ orderId, refundId }), as Stripe keeps it.
    t.text('metadata').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.index(['session_id']);
  });
  await knex.schema.alterTable('local_checkout_outbox', (t) => {
    t.dropUnique(['session_id']);
    t.index(['session_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  // Back to one event per session: the refund events go.
  await knex('local_checkout_outbox').whereLike('payload', '%"type":"refund.%').del();
  await knex.schema.alterTable('local_checkout_outbox', (t) => {
    t.dropIndex(['session_id']);
    t.unique(['session_id']);
  });
  await knex.schema.dropTable('local_checkout_refunds');
  await knex.schema.dropTable('payment_refund_cursor');
}
