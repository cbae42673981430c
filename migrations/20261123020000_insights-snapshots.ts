import type { Knex } from 'knex';

/*
 * Insights' snapshots, one per restaurant and time range, upserted on that key. The first
 * shape had a NULLable restaurant_id in the unique key, and a NULL never conflicts (on
 * SQLite or PostgreSQL), so an upsert could add a duplicate instead of replacing the row.
 * The key is now NOT NULL. Snapshots are derived data nothing had written yet: the table
 * is recreated rather than copied.
 */
async function recreateSnapshots(knex: Knex, restaurantIdRequired: boolean): Promise<void> {
  await knex.schema.dropTableIfExists('analytics_snapshots');
  await knex.schema.createTable('analytics_snapshots', (t) => {
    t.increments('id').primary();
    const restaurantId = t.string('restaurant_id', 24);
    if (restaurantIdRequired) restaurantId.notNullable();
    restaurantId.references('restaurants.id').onDelete('CASCADE');
    t.string('time_range', 8).notNullable();
    // The BusinessInsights answer as JSON, served as it is.
    t.text('payload').notNullable();
    t.timestamp('computed_at', { useTz: true }).notNullable();
    t.unique(['restaurant_id', 'time_range']);
  });
}

export async function up(knex: Knex): Promise<void> {
  await recreateSnapshots(knex, true);
}

export async function down(knex: Knex): Promise<void> {
  await recreateSnapshots(knex, false);
}
