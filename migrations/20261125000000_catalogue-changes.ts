import type { Knex } from 'knex';

/*
 * Which restaurants each catalogue version changed, so search can patch its in-memory index
 * instead of rebuilding it for 100k restaurants when one owner saves. The triggers that
 * bump catalogue_version now also log (version, restaurant id); a truncate logs a null id,
 * meaning "everything". Entries more than KEEP versions old get pruned: an index further
 * behind than that rebuilds in full (see KnexSearchSource).
 */
export const CHANGE_LOG_KEEP = 10000;

const TABLES: Array<[table: string, column: string]> = [
  ['restaurants', 'id'],
  ['restaurant_cuisines', 'restaurant_id'],
  ['menu_items', 'restaurant_id'],
];
const OPERATIONS = ['insert', 'update', 'delete'];
const PRUNE_EVERY = 1000;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('catalogue_changes', (t) => {
    t.bigInteger('version').notNullable().index();
    t.string('restaurant_id', 64);
  });
  if (knex.client.config.client === 'pg') await postgresTriggers(knex);
  else await sqliteTriggers(knex);
}

async function postgresTriggers(knex: Knex): Promise<void> {
  for (const [table] of TABLES) await knex.raw(`drop trigger if exists ${table}_catalogue_version on ${table}`);
  await knex.raw(`create function log_catalogue_truncate() returns trigger language plpgsql as $$
    declare v bigint;
    begin
      update catalogue_version set version = version + 1 where id = 1 returning version into v;
      insert into catalogue_changes (version, restaurant_id) values (v, null);
      return null;
    end $$`);
  for (const [table, column] of TABLES) {
    // Once per statement with its transition tables: a bulk insert is one bump and one set-based insert.
    // The row lock on catalogue_version holds until commit, so versions follow commit order.
    await knex.raw(`create function log_${table}_changes() returns trigger language plpgsql as $$
      declare v bigint;
      begin
        update catalogue_version set version = version + 1 where id = 1 returning version into v;
        if TG_OP = 'INSERT' then
          insert into catalogue_changes (version, restaurant_id) select distinct v, ${column} from new_rows;
        elsif TG_OP = 'DELETE' then
          insert into catalogue_changes (version, restaurant_id) select distinct v, ${column} from old_rows;
        else
          insert into catalogue_changes (version, restaurant_id)
            select v, ${column} from old_rows union select v, ${column} from new_rows;
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
  for (const [table, column] of TABLES) {
    for (const operation of OPERATIONS) {
      await knex.raw(`drop trigger if exists ${table}_catalogue_version_${operation}`);
      const row = operation === 'delete' ? 'old' : 'new';
      // SQLite triggers run per row: one bump and one entry per row.
      await knex.raw(`create trigger ${table}_changes_${operation} after ${operation} on ${table} begin
        update catalogue_version set version = version + 1 where id = 1;
        insert into catalogue_changes (version, restaurant_id) select version, ${row}.${column} from catalogue_version where id = 1;
      end`);
    }
  }
  // Pruning on every ${PRUNE_EVERY}th version, not every row, keeps bulk loads fast; entries stay
  // at least CHANGE_LOG_KEEP versions, which is all a reader relies on.
  await knex.raw(`create trigger catalogue_changes_prune after insert on catalogue_changes
    when new.version % ${PRUNE_EVERY} = 0 begin
      delete from catalogue_changes where version <= new.version - ${CHANGE_LOG_KEEP};
    end`);
}

export async function down(knex: Knex): Promise<void> {
  if (knex.client.config.client === 'pg') {
    for (const [table] of TABLES) {
      for (const operation of [...OPERATIONS, 'truncate']) await knex.raw(`drop trigger if exists ${table}_changes_${operation} on ${table}`);
      await knex.raw(`drop function if exists log_${table}_changes()`);
      await knex.raw(`create trigger ${table}_catalogue_version after insert or update or delete or truncate on ${table}
        for each statement execute function bump_catalogue_version()`);
    }
    await knex.raw('drop function if exists log_catalogue_truncate()');
  } else {
    await knex.raw('drop trigger if exists catalogue_changes_prune');
    for (const [table] of TABLES) {
      for (const operation of OPERATIONS) {
        await knex.raw(`drop trigger if exists ${table}_changes_${operation}`);
        await knex.raw(`create trigger ${table}_catalogue_version_${operation} after ${operation} on ${table} begin
          update catalogue_version set version = version + 1 where id = 1;
        end`);
      }
    }
  }
  await knex.schema.dropTable('catalogue_changes');
}
