import type { Knex } from 'knex';

/*
 * "Forgot password?" on the embedded sign-in provider (docs/architecture/identity.md): one row
 * per link e-mailed. Only the token's SHA-256 is kept, so the table cannot be used to reset a
 * password; a link is used once (used_at) and runs out an hour after it was sent.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('idp_password_resets', (t) => {
    t.string('token_hash', 64).primary();
    t.string('account_id', 24).notNullable().references('idp_accounts.id').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true });
    t.index(['account_id', 'created_at'], 'idp_password_resets_account_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('idp_password_resets');
}
