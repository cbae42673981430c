import type { Knex } from 'knex';

/*
 * A change counter for the catalogue's tables, kept by the database itself: every write
 * to restaurants, restaurant_cuisines or menu_items bumps it, whoever makes it (any API
 * process, a seed, a migration, a test). Search keeps its index in memory and reloads it
 * when this number moves, so no writer can leave a process serving stale results.
 */
const TABLES = ['restaurants', 'restaurant_cuisines', 'menu_items'];
const OPERATIONS = ['insert', 'update', 'delete'];

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('catalogue_version', (t) => {
    t.integer('id').primary();
    t.bigInteger('version').notNullable();
  });
  await knex('catalogue_version').insert({ id: 1, version: 0 });
  if (knex.client.config.client === 'pg') await postgresTriggers(knex);
  else await sqliteTriggers(knex);
}

async function postgresTriggers(knex: Knex): Promise<void> {
  await knex.raw(`create function bump_catalogue_version() returns trigger language plpgsql as $$
    begin update catalogue_version set version = version + 1 where id = 1; return null; end $$`);
  // Once per statement: a bulk insert of thousands of rows is one bump.
  for (const table of TABLES) {
    await knex.raw(`create trigger ${table}_catalogue_version after insert or update or delete or truncate on ${table}
      for each statement execute function bump_catalogue_version()`);
  }
}

async function sqliteTriggers(knex: Knex): Promise<void> {
  for (const table of TABLES) {
    for (const operation of OPERATIONS) {
      await knex.raw(`create trigger ${table}_catalogue_version_${operation} after ${operation} on ${table} begin
        update catalogue_version set version = version + 1 where id = 1;
      end`);
    }
  }
}

export async function down(knex: Knex): Promise<void> {
  if (knex.client.config.client === 'pg') {
    for (const table of TABLES) await knex.raw(`drop trigger if exists ${table}_catalogue_version on ${table}`);
    await knex.raw('drop function if exists bump_catalogue_version()');
  } else {
    for (const table of TABLES) {
      for (const operation of OPERATIONS) await knex.raw(`drop trigger if exists ${table}_catalogue_version_${operation}`);
    }
  }
  await knex.schema.dropTable('catalogue_version');
}
