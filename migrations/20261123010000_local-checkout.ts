import type { Knex } from 'knex';

/*
 * Payments' local hosted checkout (the embedded stand-in for Stripe Checkout):
 * - local_checkout_sessions: one row per session; `status` leaves `open` once, in the
 *   same transaction that writes the session's event to the outbox.
 * - local_checkout_outbox: the exact event JSON the webhook is sent, kept until it
 *   accepted it, so delivery survives a restart (at least once).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('local_checkout_sessions', (t) => {
    t.string('id', 255).primary();
    t.string('order_id', 24).notNullable();
    t.string('status', 10).notNullable();
    t.string('merchant_name', 200).notNullable();
    // JSON: [{ name, unitAmount, quantity }], as the checkout page lists them.
    t.text('lines').notNullable();
    t.integer('delivery_price').notNullable();
    t.integer('amount_total').notNullable();
    t.string('currency', 3).notNullable();
    t.string('customer_email', 320).notNullable();
    t.text('success_url').notNullable();
    t.text('cancel_url').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('completed_at', { useTz: true });
    t.index(['order_id']);
  });
  await knex.schema.createTable('local_checkout_outbox', (t) => {
    t.string('event_id', 255).primary();
    t.string('session_id', 255).notNullable().unique().references('local_checkout_sessions.id');
    t.text('payload').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('delivered_at', { useTz: true });
    t.index(['delivered_at', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('local_checkout_outbox');
  await knex.schema.dropTableIfExists('local_checkout_sessions');
}
