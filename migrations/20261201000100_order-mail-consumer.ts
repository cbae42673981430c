import type { Knex } from 'knex';

/*
 * The order e-mails move onto the shared consumer of the order event log
 * (docs/architecture/order-consumers.md): `mail_cursor`'s position goes into
 * `order_event_cursors` (name `notifications.order-mail`), and `mail_messages` gets the standard
 * `first_attempt_at` of every work table.
 */
export async function up(knex: Knex): Promise<void> {
  const row = (await knex('mail_cursor').where({ name: 'order-mail' }).first('last_event_id')) as { last_event_id: number | string } | undefined;
  await knex('order_event_cursors').insert({ name: 'notifications.order-mail', last_event_id: Number(row?.last_event_id ?? 0) });
  await knex.schema.dropTable('mail_cursor');
  await knex.schema.alterTable('mail_messages', (t) => {
    t.timestamp('first_attempt_at', { useTz: true });
  });
}

// Plain DROP COLUMN on both databases (knex's SQLite way copies the table).
export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table ?? drop column ??', ['mail_messages', 'first_attempt_at']);
  await knex.schema.createTable('mail_cursor', (t) => {
    t.string('name', 40).primary();
    t.bigInteger('last_event_id').notNullable();
  });
  const row = (await knex('order_event_cursors').where({ name: 'notifications.order-mail' }).first('last_event_id')) as { last_event_id: number | string } | undefined;
  await knex('mail_cursor').insert({ name: 'order-mail', last_event_id: Number(row?.last_event_id ?? 0) });
  await knex('order_event_cursors').where({ name: 'notifications.order-mail' }).delete();
}
