import type { Knex } from 'knex';

/*
 * Vouchers (docs/product/decisions.md "Vouchers"):
 * - vouchers (promotions'): a restaurant's codes. `code` as the owner wrote it, `code_key` its
 *   upper case, unique per restaurant (codes are case-insensitive). `kind` percent (`value` 1-100),
 *   amount (`value` pence) or freeDelivery (`value` 0); the minimum item subtotal; an optional
 *   start and end; optional total and per-customer limits; new customers only; `ended_at` once
 *   the owner ends it (a code with uses is kept for its figures).
 * - voucher_uses (promotions'): one row per order that carries a code: `held` while its checkout
 *   is open, `used` once paid, `released` when it expired or was cancelled; the discount and what
 *   the order charged (the sales it brought), less its refunds.
 * - orders.discount_amount / voucher_code / voucher_kind (ordering's): the discount the order was
 *   priced with, its code and kind (a free-delivery discount is not off the items: commission).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('vouchers', (t) => {
    t.string('id', 24).primary();
    t.string('restaurant_id', 24).notNullable().references('restaurants.id').onDelete('CASCADE');
    t.string('code', 20).notNullable();
    t.string('code_key', 20).notNullable();
    t.string('kind', 12).notNullable();
    t.integer('value').notNullable();
    t.integer('minimum_basket').notNullable().defaultTo(0);
    t.timestamp('starts_at', { useTz: true });
    t.timestamp('ends_at', { useTz: true });
    t.integer('total_uses');
    t.integer('uses_per_customer');
    t.boolean('new_customers_only').notNullable().defaultTo(false);
    t.timestamp('ended_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.unique(['restaurant_id', 'code_key']);
  });
  await knex.schema.createTable('voucher_uses', (t) => {
    t.string('order_id', 24).primary().references('orders.id').onDelete('CASCADE');
    t.string('voucher_id', 24).notNullable().references('vouchers.id').onDelete('CASCADE');
    t.string('user_id', 24).notNullable();
    t.string('status', 10).notNullable();
    t.integer('discount').notNullable();
    t.integer('charged').notNullable();
    t.integer('refunded').notNullable().defaultTo(0);
    t.timestamp('held_at', { useTz: true }).notNullable();
    t.timestamp('settled_at', { useTz: true });
    t.index(['voucher_id', 'status']);
    t.index(['voucher_id', 'user_id']);
  });
  await knex.schema.alterTable('orders', (t) => {
    t.integer('discount_amount').notNullable().defaultTo(0);
    t.string('voucher_code', 20);
    t.string('voucher_kind', 12);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table ?? drop column ??', ['orders', 'voucher_kind']);
  await knex.raw('alter table ?? drop column ??', ['orders', 'voucher_code']);
  await knex.raw('alter table ?? drop column ??', ['orders', 'discount_amount']);
  await knex.schema.dropTable('voucher_uses');
  await knex.schema.dropTable('vouchers');
}
