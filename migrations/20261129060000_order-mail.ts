import type { Knex } from 'knex';

/*
 * Order e-mails (docs/architecture/mail.md), owned by the notifications module:
 * - mail_cursor: the last order event (id) turned into messages, forward only. It starts at the
 *   newest event there is, so the orders of before this change get no late e-mails.
 * - mail_messages: one per order event and recipient (unique, so a fan-out repeated after a
 *   crash adds nothing), with the rendered message every attempt sends, its Message-ID, and
 *   when to try next; `sent` once the SMTP server took it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('mail_cursor', (t) => {
    t.string('name', 40).primary();
    t.bigInteger('last_event_id').notNullable();
  });
  const newest = (await knex('order_events').max({ id: 'id' }).first()) as { id: number | string | null } | undefined;
  await knex('mail_cursor').insert({ name: 'order-mail', last_event_id: Number(newest?.id ?? 0) });
  await knex.schema.createTable('mail_messages', (t) => {
    t.bigIncrements('id').primary();
    t.bigInteger('event_id').notNullable();
    t.string('recipient', 254).notNullable();
    t.string('kind', 32).notNullable();
    t.string('order_id', 24).notNullable();
    t.string('message_id', 300).notNullable();
    t.string('subject', 300).notNullable();
    t.text('html').notNullable();
    t.text('text').notNullable();
    // pending or sent.
    t.string('status', 12).notNullable();
    t.integer('attempts').notNullable().defaultTo(0);
    t.timestamp('next_attempt_at', { useTz: true }).notNullable();
    t.string('last_error', 300);
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('sent_at', { useTz: true });
    t.unique(['event_id', 'recipient']);
    t.index(['status', 'next_attempt_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('mail_messages');
  await knex.schema.dropTable('mail_cursor');
}
