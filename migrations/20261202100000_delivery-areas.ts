import type { Knex } from 'knex';
import { CHANGE_LOG_KEEP } from './20261125000000_catalogue-changes.js';

/*
 * Restaurants' delivery areas (docs/product/decisions.md "Delivery areas"), owned by catalogue:
 * - delivery_areas: an area in the owner's order (`position`), its name, fee, minimum basket and
 *   free-delivery threshold (null: never free), pence.
 * - delivery_area_postcodes: the outcodes and sectors an area lists, normalised (`SW1A`,
 *   `SW1A 1`), in the owner's order; unique per restaurant, so no prefix is in two areas.
 * Both tables log catalogue changes as restaurants, cuisines and menus do (catalogue-changes
 * migration): the priced menus checkout reads and the search index move with every save.
 */
const TABLES = ['delivery_areas', 'delivery_area_postcodes'];

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('delivery_areas', (t) => {
    t.string('id', 24).primary();
    t.string('restaurant_id', 24).notNullable().references('restaurants.id');
    t.smallint('position').notNullable();
    t.string('name', 50).notNullable();
    t.integer('delivery_price').notNullable();
    t.integer('minimum_order').notNullable();
    t.integer('free_delivery_over');
    t.unique(['restaurant_id', 'position']);
    t.unique(['restaurant_id', 'name']);
  });
  await knex.schema.createTable('delivery_area_postcodes', (t) => {
    t.string('area_id', 24).notNullable().references('delivery_areas.id');
    t.string('restaurant_id', 24).notNullable();
    t.smallint('position').notNullable();
    t.string('prefix', 8).notNullable();
    t.primary(['area_id', 'position']);
    t.unique(['restaurant_id', 'prefix']);
  });
  if (knex.client.config.client === 'pg') await postgresTriggers(knex);
  else await sqliteTriggers(knex);
}

async function postgresTriggers(knex: Knex): Promise<void> {
  for (const table of TABLES) {
    // As the catalogue-changes migration's: once per statement, one bump and a set-based log.
    await knex.raw(`create function log_${table}_changes() returns trigger language plpgsql as $$
      declare v bigint;
      begin
        update catalogue_version set version = version + 1 where id = 1 returning version into v;
        if TG_OP = 'INSERT' then
          insert into catalogue_changes (version, restaurant_id) select distinct v, restaurant_id from new_rows;
        elsif TG_OP = 'DELETE' then
          insert into catalogue_changes (version, restaurant_id) select distinct v, restaurant_id from old_rows;
        else
          insert into catalogue_changes (version, restaurant_id)
            select v, restaurant_id from old_rows union select v, restaurant_id from new_rows;
        end if;
        delete from catalogue_changes where version <= v - ${CHANGE_LOG_KEEP};
        return null;
      end $$`);
    await knex.raw(`create trigger ${table}_changes_insert after insert on ${table}
      referencing new table as new_rows for each statement execute function log_${table}_changes()`);
    await knex.raw(`create trigger ${table}_changes_update after update on ${table}
      referencing old table as old_rows new table as new_rows for each statement execute function log_${table}_changes()`);
    await knex.raw(`create trigger ${table}_changes_delete after delete on ${table}
      referencing old table as old_rows for each statement execute function log_${table}_changes()`);
    await knex.raw(`create trigger ${table}_changes_truncate after truncate on ${table}
      for each statement execute function log_catalogue_truncate()`);
  }
}

async function sqliteTriggers(knex: Knex): Promise<void> {
  for (const table of TABLES) {
    for (const operation of ['insert', 'update', 'delete']) {
      const row = operation === 'delete' ? 'old' : 'new';
      await knex.raw(`create trigger ${table}_changes_${operation} after ${operation} on ${table} begin
        update catalogue_version set version = version + 1 where id = 1;
        insert into catalogue_changes (version, restaurant_id) select version, ${row}.restaurant_id from catalogue_version where id = 1;
      end`);
    }
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const table of TABLES) {
    if (knex.client.config.client === 'pg') {
      for (const operation of ['insert', 'update', 'delete', 'truncate']) await knex.raw(`drop trigger if exists ${table}_changes_${operation} on ${table}`);
      await knex.raw(`drop function if exists log_${table}_changes()`);
    } else {
      for (const operation of ['insert', 'update', 'delete']) await knex.raw(`drop trigger if exists ${table}_changes_${operation}`);
    }
  }
  await knex.schema.dropTable('delivery_area_postcodes');
  await knex.schema.dropTable('delivery_areas');
}
