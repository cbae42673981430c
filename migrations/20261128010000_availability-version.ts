import type { Knex } from 'knex';

/*
 * A second counter beside the catalogue's, for restaurant_availability (hours, closures,
 * pause): search ranks open restaurants first and shows each one's open state, so every
 * process must see an owner's pause or new hours at its next search, whoever wrote them.
 * A change leaves the catalogue's version (and the search index's rebuilds) alone: the
 * triggers bump `availability_version` and stamp the row with it (`change_version`), so a
 * process reads back only the rows changed since the counter it knew (docs/architecture/
 * performance.md). Rows are deleted only with their restaurant, which leaves search anyway.
 */
const WATCHED = ['time_zone', 'weekly_hours', 'closures', 'paused_until', 'paused_indefinitely'];

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('catalogue_version', (t) => {
    t.bigInteger('availability_version').notNullable().defaultTo(0);
  });
  await knex.schema.alterTable('restaurant_availability', (t) => {
    t.bigInteger('change_version').notNullable().defaultTo(0).index();
  });
  if (knex.client.config.client === 'pg') {
    // Row by row, before the write: the row lock on catalogue_version holds until commit, so
    // stamps follow commit order and "changed since n" never misses a row committed later.
    await knex.raw(`create function stamp_availability_change() returns trigger language plpgsql as $$
      begin
        update catalogue_version set availability_version = availability_version + 1 where id = 1
          returning availability_version into new.change_version;
        return new;
      end $$`);
    await knex.raw(`create trigger restaurant_availability_stamp before insert or update of ${WATCHED.join(', ')}
      on restaurant_availability for each row execute function stamp_availability_change()`);
  } else {
    // SQLite writes one transaction at a time; an AFTER trigger stamps the row it wrote.
    const stamp = (row: string) => `begin
      update catalogue_version set availability_version = availability_version + 1 where id = 1;
      update restaurant_availability set change_version = (select availability_version from catalogue_version where id = 1)
        where restaurant_id = ${row}.restaurant_id;
    end`;
    await knex.raw(`create trigger restaurant_availability_stamp_insert after insert on restaurant_availability ${stamp('new')}`);
    await knex.raw(`create trigger restaurant_availability_stamp_update after update of ${WATCHED.join(', ')} on restaurant_availability ${stamp('new')}`);
  }
}

export async function down(knex: Knex): Promise<void> {
  if (knex.client.config.client === 'pg') {
    await knex.raw('drop trigger if exists restaurant_availability_stamp on restaurant_availability');
    await knex.raw('drop function if exists stamp_availability_change()');
  } else {
    await knex.raw('drop trigger if exists restaurant_availability_stamp_insert');
    await knex.raw('drop trigger if exists restaurant_availability_stamp_update');
  }
  await knex.schema.alterTable('restaurant_availability', (t) => t.dropColumn('change_version'));
  await knex.schema.alterTable('catalogue_version', (t) => t.dropColumn('availability_version'));
}
