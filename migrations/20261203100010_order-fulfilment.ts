import type { Knex } from 'knex';

/*
 * How an order reaches the customer (docs/product/decisions.md "Collection"), ordering's
 * `orders`: 'delivery' or 'collection' (src/shared/places/fulfilment.ts); orders stored before
 * were all delivered.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('orders', (t) => {
    t.string('fulfilment', 16).notNullable().defaultTo('delivery');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table ?? drop column ??', ['orders', 'fulfilment']);
}
