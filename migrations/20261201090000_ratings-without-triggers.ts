import type { Knex } from 'knex';
import { postgresTriggers, sqliteTriggers } from './20261129090100_reviews.js';

/*
 * The reviews module owns restaurant_ratings, and no trigger writes another module's table: the
 * tally's triggers that moved catalogue_version and logged catalogue_changes go. The reviews
 * module now tells catalogue on the rating's transaction (CatalogueService.ratingChanged), which
 * moves the version and logs the restaurant itself, so search still patches the rating in
 * (docs/architecture/modules.md "Reviews and ratings").
 */
export async function up(knex: Knex): Promise<void> {
  for (const operation of ['insert', 'update']) {
    await knex.raw(`drop trigger if exists restaurant_ratings_changes_${operation}${knex.client.config.client === 'pg' ? ' on restaurant_ratings' : ''}`);
  }
  if (knex.client.config.client === 'pg') await knex.raw('drop function if exists log_restaurant_ratings_changes()');
}

export async function down(knex: Knex): Promise<void> {
  if (knex.client.config.client === 'pg') await postgresTriggers(knex);
  else await sqliteTriggers(knex);
}
