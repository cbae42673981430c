import type { Knex } from 'knex';

/*
 * Indexes for restaurant search at catalogue scale (docs/product/decisions.md "Search").
 * - Sorting: each sort option reads its index in order, ties broken by id.
 * - City: the distinct city list comes from an index; the substring match runs on that
 *   short list and the query then asks for `city IN (...)`.
 * - Name text (literal substring, case-insensitive): PostgreSQL uses a pg_trgm GIN index
 *   on lower(name) for LIKE; SQLite keeps an FTS5 trigram table in step by triggers.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('restaurants', (t) => {
    t.index(['city'], 'restaurants_city');
    t.index(['delivery_price', 'id'], 'restaurants_delivery_price_id');
    t.index(['estimated_delivery_time', 'id'], 'restaurants_delivery_time_id');
  });
  if (knex.client.config.client === 'pg') await postgresTextIndexes(knex);
  else await sqliteTextIndexes(knex);
}

async function postgresTextIndexes(knex: Knex): Promise<void> {
  await knex.raw('create index restaurants_name_order on restaurants ((lower(restaurant_name)) collate "C", id)');
  const schema = await trigramSchema(knex);
  // Without the extension search stays correct, only slower: do not block start-up.
  if (!schema) return;
  await knex.raw(`create index restaurants_name_trgm on restaurants using gin ((lower(restaurant_name)) ??.gin_trgm_ops)`, [schema]);
}

/** The schema holding pg_trgm, installing it into public when absent; undefined if not allowed. */
async function trigramSchema(knex: Knex): Promise<string | undefined> {
  await knex.raw('savepoint pg_trgm');
  try {
    await knex.raw('create extension if not exists pg_trgm schema public');
    await knex.raw('release savepoint pg_trgm');
  } catch {
    // No privilege, or another migration created it at the same moment.
    await knex.raw('rollback to savepoint pg_trgm');
  }
  const row = await knex
    .first('n.nspname as schema')
    .from('pg_extension as e')
    .join('pg_namespace as n', 'n.oid', 'e.extnamespace')
    .where('e.extname', 'pg_trgm');
  return row?.schema as string | undefined;
}

async function sqliteTextIndexes(knex: Knex): Promise<void> {
  await knex.raw('create index restaurants_name_order on restaurants (lower(restaurant_name), id)');
  // Keyed by restaurant id, not rowid: a table without an integer primary key may renumber
  // its rowids on VACUUM, which would silently detach an external-content index.
  await knex.raw("create virtual table restaurant_name_fts using fts5(restaurant_id unindexed, restaurant_name, tokenize='trigram')");
  await knex.raw(`create trigger restaurants_fts_insert after insert on restaurants begin
    insert into restaurant_name_fts(restaurant_id, restaurant_name) values (new.id, new.restaurant_name);
  end`);
  await knex.raw(`create trigger restaurants_fts_delete after delete on restaurants begin
    delete from restaurant_name_fts where restaurant_id = old.id;
  end`);
  await knex.raw(`create trigger restaurants_fts_update after update of restaurant_name on restaurants begin
    update restaurant_name_fts set restaurant_name = new.restaurant_name where restaurant_id = new.id;
  end`);
  await knex.raw('insert into restaurant_name_fts(restaurant_id, restaurant_name) select id, restaurant_name from restaurants');
}

export async function down(knex: Knex): Promise<void> {
  if (knex.client.config.client === 'pg') {
    await knex.raw('drop index if exists restaurants_name_trgm');
  } else {
    for (const trigger of ['restaurants_fts_insert', 'restaurants_fts_delete', 'restaurants_fts_update']) {
      await knex.raw(`drop trigger if exists ${trigger}`);
    }
    await knex.raw('drop table if exists restaurant_name_fts');
  }
  await knex.raw('drop index if exists restaurants_name_order');
  await knex.schema.alterTable('restaurants', (t) => {
    t.dropIndex([], 'restaurants_city');
    t.dropIndex([], 'restaurants_delivery_price_id');
    t.dropIndex([], 'restaurants_delivery_time_id');
  });
}
