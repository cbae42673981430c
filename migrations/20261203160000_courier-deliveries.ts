import type { Knex } from 'knex';

/*
 * Couriers and proof of delivery (docs/product/team-and-roles.md "Couriers"), ordering's:
 * - orders.delivery_code: the customer's 4-digit code, made at checkout for a delivery order
 *   (null for collections and for orders placed before).
 * - order_deliveries: one row per delivery order once the desk or a courier touched it: the
 *   courier (a courier member's id and first name as shown; null while open), each step's time,
 *   the proof (`code` or `photo`, the photo's storage key), a failed attempt's reason, and the
 *   wrong codes tried (refused after 5).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('orders', (t) => {
    t.string('delivery_code', 4);
  });
  await knex.schema.createTable('order_deliveries', (t) => {
    t.string('order_id', 24).primary().references('orders.id').onDelete('CASCADE');
    t.string('restaurant_id', 24).notNullable();
    t.string('courier_member_id', 24);
    t.string('courier_name', 100);
    t.timestamp('assigned_at', { useTz: true });
    t.timestamp('picked_up_at', { useTz: true });
    t.timestamp('delivered_at', { useTz: true });
    t.string('proof', 8);
    t.string('proof_photo_key', 500);
    t.timestamp('failed_at', { useTz: true });
    t.string('failure_reason', 300);
    t.integer('wrong_codes').notNullable().defaultTo(0);
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.index(['restaurant_id']);
    t.index(['courier_member_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('order_deliveries');
  await knex.raw('alter table ?? drop column ??', ['orders', 'delivery_code']);
}
