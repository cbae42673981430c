import type { Knex } from 'knex';

/*
 * The operator module's audit log (docs/architecture/operator.md "Audit log"): one row per
 * operator action, written in the action's transaction: who (the operator's subject and e-mail),
 * when, the action, its target, the record before and after (JSON text) and the reason given.
 * Append-only: triggers refuse an update or a delete on both databases.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('operator_audit', (t) => {
    t.increments('id').primary();
    t.timestamp('at', { useTz: true }).notNullable();
    t.string('operator_sub', 255).notNullable();
    t.string('operator_email', 254);
    t.string('action', 40).notNullable();
    t.string('target_kind', 24).notNullable();
    t.string('target_id', 64).notNullable();
    // The target's name at the time: a restaurant may be renamed later.
    t.string('target_name', 200);
    t.text('before');
    t.text('after');
    t.string('reason', 500);
    t.index(['at'], 'operator_audit_at_idx');
    t.index(['target_kind', 'target_id', 'at'], 'operator_audit_target_idx');
  });
  if (knex.client.config.client === 'pg') {
    await knex.raw(`create function operator_audit_append_only() returns trigger language plpgsql as $$
      begin raise exception 'the audit log is append-only'; end $$`);
    await knex.raw('create trigger operator_audit_append_only before update or delete on operator_audit for each row execute function operator_audit_append_only()');
    return;
  }
  for (const change of ['update', 'delete']) {
    await knex.raw(`create trigger operator_audit_no_${change} before ${change} on operator_audit begin select raise(abort, 'the audit log is append-only'); end`);
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('operator_audit');
  if (knex.client.config.client === 'pg') await knex.raw('drop function if exists operator_audit_append_only() cascade');
}
