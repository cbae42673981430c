import type { Knex } from 'knex';

/*
 * Integrators' webhooks (docs/architecture/webhooks.md), owned by the integrations module:
 * - webhook_endpoints: a restaurant's endpoints (at most 3: `slot` 1-3, unique per restaurant,
 *   so two registrations at once cannot make a fourth) and their signing secret; written only
 *   by the owner's calls.
 * - webhook_cursors: how far in the restaurant's order events each endpoint has been fanned out
 *   (`last_event_id`, forward only), written by the delivery job.
 * - webhook_deliveries: one per endpoint and order event (unique, so a fan-out repeated after a
 *   crash adds nothing), the exact body sent on every attempt, and when to try next.
 * - webhook_attempts: the delivery log owners see: each attempt's status code or error.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('webhook_endpoints', (t) => {
    t.string('id', 24).primary();
    t.string('restaurant_id', 24).notNullable();
    t.smallint('slot').notNullable();
    t.string('url', 2048).notNullable();
    t.string('secret', 100).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.unique(['restaurant_id', 'slot']);
  });
  await knex.schema.createTable('webhook_cursors', (t) => {
    t.string('endpoint_id', 24).primary().references('webhook_endpoints.id');
    t.bigInteger('last_event_id').notNullable();
  });
  await knex.schema.createTable('webhook_deliveries', (t) => {
    t.bigIncrements('id').primary();
    t.string('endpoint_id', 24).notNullable().references('webhook_endpoints.id');
    t.bigInteger('event_id').notNullable();
    t.string('event_type', 32).notNullable();
    t.string('order_id', 24).notNullable();
    // pending, delivered or failed (given up).
    t.string('status', 12).notNullable();
    t.integer('attempts').notNullable().defaultTo(0);
    t.timestamp('first_attempt_at', { useTz: true });
    t.timestamp('next_attempt_at', { useTz: true }).notNullable();
    // The body every attempt sends; cleared once delivered or given up (it holds the customer's details).
    t.text('body');
    t.unique(['endpoint_id', 'event_id']);
    t.index(['endpoint_id', 'status', 'event_id']);
    t.index(['status', 'next_attempt_at']);
  });
  await knex.schema.createTable('webhook_attempts', (t) => {
    t.bigIncrements('id').primary();
    t.string('endpoint_id', 24).notNullable().references('webhook_endpoints.id');
    t.bigInteger('event_id').notNullable();
    t.string('event_type', 32).notNullable();
    t.integer('attempt').notNullable();
    t.integer('status_code');
    t.string('error', 200);
    t.boolean('delivered').notNullable();
    t.timestamp('at', { useTz: true }).notNullable();
    t.index(['endpoint_id', 'id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('webhook_attempts');
  await knex.schema.dropTable('webhook_deliveries');
  await knex.schema.dropTable('webhook_cursors');
  await knex.schema.dropTable('webhook_endpoints');
}
