import type { Knex } from 'knex';

/*
 * Order help (docs/product/decisions.md "After the order"), ordering's: one report per order,
 * made by its customer within 48 hours of delivery, and the restaurant's answer.
 * - kind: missingItems, wrongItems, quality or late; items: JSON `[{ menuItemId, name, quantity }]`
 *   of the lines reported (names as ordered); proposed_amount: those lines as charged, pence.
 * - photo_key: the customer's photo in the private file storage (the courier's proof photos' path).
 * - status: open, approved (refund_id, refund_amount: the refund it made) or declined (decline_reason).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('order_help', (t) => {
    t.string('order_id', 24).primary().references('orders.id').onDelete('CASCADE');
    t.string('restaurant_id', 24).notNullable();
    t.string('kind', 16).notNullable();
    t.text('items').notNullable();
    t.string('note', 500);
    t.string('photo_key', 500);
    t.integer('proposed_amount').notNullable();
    t.string('status', 10).notNullable();
    t.string('refund_id', 24);
    t.integer('refund_amount');
    t.string('decline_reason', 300);
    t.string('decided_by', 100);
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('decided_at', { useTz: true });
    t.index(['restaurant_id', 'status']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('order_help');
}
