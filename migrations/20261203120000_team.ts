import type { Knex } from 'knex';

/*
 * A restaurant's team (docs/product/team-and-roles.md), owned by the accounts module:
 * - memberships: who acts for which restaurant, as what (manager, kitchen, courier). `user_id`
 *   is unique: a person is on at most one restaurant's team (the owner is the restaurant's
 *   `owner_user_id`, never a row here).
 * - team_invitations: an e-mailed invitation to a role; only the token's SHA-256 is kept.
 *   Used once (`accepted_at`), revocable (`revoked_at`), good for 7 days (`expires_at`).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('memberships', (t) => {
    t.string('id', 24).primary();
    t.string('restaurant_id', 24).notNullable().references('restaurants.id').onDelete('CASCADE');
    t.string('user_id', 24).notNullable().unique().references('users.id').onDelete('CASCADE');
    t.string('role', 12).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.index(['restaurant_id']);
  });
  await knex.schema.createTable('team_invitations', (t) => {
    t.string('id', 24).primary();
    t.string('restaurant_id', 24).notNullable().references('restaurants.id').onDelete('CASCADE');
    t.string('email', 254).notNullable();
    t.string('role', 12).notNullable();
    t.string('token_hash', 64).notNullable().unique();
    t.string('invited_by', 24).notNullable().references('users.id').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('accepted_at', { useTz: true });
    t.timestamp('revoked_at', { useTz: true });
    t.index(['restaurant_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('team_invitations');
  await knex.schema.dropTable('memberships');
}
