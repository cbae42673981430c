import type { Knex } from 'knex';

// Ids are 24-character hex strings (src/shared/ids.ts); money is integer pence.
const ID = 24;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (t) => {
    t.string('id', ID).primary();
    t.string('auth0_id', 255).notNullable().unique();
    t.string('email', 320).notNullable();
    t.string('name', 200);
    t.string('address_line1', 300);
    t.string('city', 120);
    t.string('country', 120);
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
  });

  await knex.schema.createTable('restaurants', (t) => {
    t.string('id', ID).primary();
    t.string('owner_user_id', ID).notNullable().unique().references('users.id').onDelete('CASCADE');
    t.string('restaurant_name', 200).notNullable();
    t.string('city', 120).notNullable();
    t.string('country', 120).notNullable();
    t.integer('delivery_price').notNullable();
    t.integer('estimated_delivery_time').notNullable();
    t.string('image_key', 500);
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
  });

  await knex.schema.createTable('restaurant_cuisines', (t) => {
    t.string('restaurant_id', ID).notNullable().references('restaurants.id').onDelete('CASCADE');
    t.string('cuisine', 60).notNullable();
    t.primary(['restaurant_id', 'cuisine']);
    t.index(['cuisine', 'restaurant_id']);
  });

  await knex.schema.createTable('menu_items', (t) => {
    t.string('id', ID).primary();
    t.string('restaurant_id', ID).notNullable().references('restaurants.id').onDelete('CASCADE');
    t.string('name', 200).notNullable();
    t.integer('price').notNullable();
    t.integer('position').notNullable();
    t.index(['restaurant_id', 'position']);
  });

  await knex.schema.createTable('orders', (t) => {
    t.string('id', ID).primary();
    t.string('restaurant_id', ID).notNullable().references('restaurants.id');
    t.string('user_id', ID).notNullable().references('users.id');
    t.string('status', 20).notNullable();
    t.integer('total_amount').notNullable();
    t.integer('delivery_price').notNullable();
    t.string('delivery_name', 200).notNullable();
    t.string('delivery_address_line1', 300).notNullable();
    t.string('delivery_city', 120).notNullable();
    t.string('delivery_country', 120).notNullable();
    t.string('delivery_email', 320).notNullable();
    t.string('checkout_session_id', 255).unique();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.index(['restaurant_id', 'created_at']);
    t.index(['user_id', 'created_at']);
  });

  await knex.schema.createTable('order_items', (t) => {
    t.string('id', ID).primary();
    t.string('order_id', ID).notNullable().references('orders.id').onDelete('CASCADE');
    // No foreign key: an order keeps its lines when the menu item is later removed.
    t.string('menu_item_id', ID).notNullable();
    t.string('name', 200).notNullable();
    t.integer('price').notNullable();
    t.integer('quantity').notNullable();
    t.index(['order_id']);
  });

  await knex.schema.createTable('order_status_history', (t) => {
    t.increments('id').primary();
    t.string('order_id', ID).notNullable().references('orders.id').onDelete('CASCADE');
    t.string('status', 20).notNullable();
    t.timestamp('changed_at', { useTz: true }).notNullable();
    t.string('changed_by', 255).notNullable();
    t.index(['order_id', 'changed_at']);
  });

  await knex.schema.createTable('payment_events', (t) => {
    t.string('id', 255).primary();
    t.string('provider', 20).notNullable();
    t.string('type', 100).notNullable();
    t.string('order_id', ID);
    t.string('outcome', 40).notNullable();
    t.timestamp('received_at', { useTz: true }).notNullable();
  });

  await knex.schema.createTable('analytics_snapshots', (t) => {
    t.increments('id').primary();
    t.string('restaurant_id', ID).references('restaurants.id').onDelete('CASCADE');
    t.string('time_range', 8).notNullable();
    t.text('payload').notNullable();
    t.timestamp('computed_at', { useTz: true }).notNullable();
    t.unique(['restaurant_id', 'time_range']);
  });

  // The embedded identity provider's own storage (unused when Auth0 is configured).
  await knex.schema.createTable('idp_accounts', (t) => {
    t.string('id', ID).primary();
    t.string('email', 320).notNullable().unique();
    t.string('password_hash', 255).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
  });

  await knex.schema.createTable('idp_payloads', (t) => {
    t.string('model', 40).notNullable();
    t.string('id', 255).notNullable();
    t.text('payload').notNullable();
    t.string('grant_id', 255);
    t.string('user_code', 255);
    t.string('uid', 255);
    t.timestamp('expires_at', { useTz: true });
    t.primary(['model', 'id']);
    t.index(['grant_id']);
    t.index(['uid']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'idp_payloads',
    'idp_accounts',
    'analytics_snapshots',
    'payment_events',
    'order_status_history',
    'order_items',
    'orders',
    'menu_items',
    'restaurant_cuisines',
    'restaurants',
    'users',
  ]) {
    await knex.schema.dropTableIfExists(table);
  }
}
