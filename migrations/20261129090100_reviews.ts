import type { Knex } from 'knex';

/*
 * Reviews of delivered orders (docs/product/decisions.md "After the order"), owned by ordering:
 * - order_reviews: one per order (the order id is unique), its rating 1-5, optional comment,
 *   the customer's first name as shown publicly, and the owner's one reply.
 * - restaurant_ratings: each restaurant's count and sum of ratings, written in the review's
 *   transaction, so the restaurant answer and search read one row instead of every review.
 *   Its triggers move the catalogue's change counter and log the restaurant, exactly as the
 *   catalogue's own tables do (catalogue-changes migration), so search patches that one
 *   restaurant's rating into its index.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('order_reviews', (t) => {
    t.string('id', 24).primary();
    t.string('order_id', 24).notNullable().unique();
    t.string('restaurant_id', 64).notNullable();
    t.string('user_id', 64).notNullable();
    t.integer('rating').notNullable();
    t.text('comment');
    t.string('customer_first_name', 100).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.text('reply_text');
    t.timestamp('reply_at', { useTz: true });
    // The public list: a restaurant's newest first.
    t.index(['restaurant_id', 'created_at', 'id']);
  });
  await knex.schema.createTable('restaurant_ratings', (t) => {
    t.string('restaurant_id', 64).primary();
    t.integer('rating_count').notNullable();
    t.integer('rating_sum').notNullable();
  });
  if (knex.client.config.client === 'pg') await postgresTriggers(knex);
  else await sqliteTriggers(knex);
}

// The ratings-without-triggers migration drops these and its `down` puts them back.
export async function postgresTriggers(knex: Knex): Promise<void> {
  await knex.raw(`create function log_restaurant_ratings_changes() returns trigger language plpgsql as $$
    declare v bigint;
    begin
      update catalogue_version set version = version + 1 where id = 1 returning version into v;
      insert into catalogue_changes (version, restaurant_id) select distinct v, restaurant_id from new_rows;
      return null;
    end $$`);
  await knex.raw(`create trigger restaurant_ratings_changes_insert after insert on restaurant_ratings
    referencing new table as new_rows for each statement execute function log_restaurant_ratings_changes()`);
  await knex.raw(`create trigger restaurant_ratings_changes_update after update on restaurant_ratings
    referencing new table as new_rows for each statement execute function log_restaurant_ratings_changes()`);
}

export async function sqliteTriggers(knex: Knex): Promise<void> {
  for (const operation of ['insert', 'update']) {
    await knex.raw(`create trigger restaurant_ratings_changes_${operation} after ${operation} on restaurant_ratings begin
      update catalogue_version set version = version + 1 where id = 1;
      insert into catalogue_changes (version, restaurant_id) select version, new.restaurant_id from catalogue_version where id = 1;
    end`);
  }
}

export async function down(knex: Knex): Promise<void> {
  if (knex.client.config.client === 'pg') {
    for (const operation of ['insert', 'update']) await knex.raw(`drop trigger if exists restaurant_ratings_changes_${operation} on restaurant_ratings`);
    await knex.raw('drop function if exists log_restaurant_ratings_changes()');
  }
  await knex.schema.dropTable('restaurant_ratings');
  await knex.schema.dropTable('order_reviews');
}
