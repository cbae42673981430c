import type { Knex } from 'knex';

/*
 * The finance module's tables (docs/architecture/ledger.md): restaurants' contracts, versioned
 * by when they take effect; the ledger, one posting per money movement (keyed by the order event
 * that made it, or by the payout's week) and its double-entry rows in signed pence; and the
 * weekly payouts. Postings and entries are append-only: triggers refuse an update or a delete on
 * both databases, and on PostgreSQL a deferred trigger refuses a commit whose posting does not
 * sum to zero (the code checks that too, before it writes).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('restaurant_contracts', (t) => {
    t.increments('id').primary();
    t.string('restaurant_id', 24).notNullable();
    // Basis points of the item subtotal: 1500 is 15 %.
    t.integer('commission_bp').notNullable();
    t.string('delivery_fee_to', 16).notNullable();
    // JSON: who bears a refund, by its reason.
    t.text('refunds_borne_by').notNullable();
    t.timestamp('effective_from', { useTz: true }).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.unique(['restaurant_id', 'effective_from'], { indexName: 'restaurant_contracts_from_uq' });
  });
  await knex.schema.createTable('ledger_postings', (t) => {
    t.string('id', 80).primary();
    t.bigInteger('event_id').unique({ indexName: 'ledger_postings_event_uq' });
    t.string('order_id', 24);
    t.string('restaurant_id', 24).notNullable();
    t.string('kind', 16).notNullable();
    // JSON: the contract's terms an order was sold under, on its charge posting.
    t.text('terms');
    t.timestamp('occurred_at', { useTz: true }).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.index(['order_id'], 'ledger_postings_order_idx');
    t.index(['restaurant_id', 'occurred_at'], 'ledger_postings_restaurant_idx');
  });
  await knex.schema.createTable('ledger_entries', (t) => {
    t.increments('id').primary();
    t.string('posting_id', 80).notNullable().references('ledger_postings.id');
    t.bigInteger('event_id');
    t.string('order_id', 24);
    t.string('restaurant_id', 24).notNullable();
    t.string('account', 64).notNullable();
    t.integer('amount').notNullable();
    t.string('kind', 24).notNullable();
    t.timestamp('occurred_at', { useTz: true }).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.index(['posting_id'], 'ledger_entries_posting_idx');
    t.index(['account', 'occurred_at'], 'ledger_entries_account_idx');
    t.index(['restaurant_id', 'occurred_at'], 'ledger_entries_restaurant_idx');
  });
  await knex.schema.createTable('payouts', (t) => {
    t.string('id', 80).primary();
    t.string('restaurant_id', 24).notNullable();
    // The statement week's Monday (Europe/London), YYYY-MM-DD.
    t.string('week_start', 10).notNullable();
    t.timestamp('week_end', { useTz: true }).notNullable();
    t.integer('amount').notNullable();
    t.string('status', 16).notNullable();
    t.string('reference', 120);
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.unique(['restaurant_id', 'week_start'], { indexName: 'payouts_week_uq' });
  });
  await appendOnly(knex);
}

async function appendOnly(knex: Knex): Promise<void> {
  if (knex.client.config.client === 'pg') {
    await knex.raw(`create function ledger_append_only() returns trigger language plpgsql as $$
      begin raise exception 'the ledger is append-only'; end $$`);
    await knex.raw(`create function ledger_posting_balances() returns trigger language plpgsql as $$
      begin
        if (select coalesce(sum(amount), 0) from ledger_entries where posting_id = new.posting_id) <> 0 then
          raise exception 'ledger posting % does not balance', new.posting_id;
        end if;
        return null;
      end $$`);
    for (const table of ['ledger_entries', 'ledger_postings']) {
      await knex.raw(`create trigger ${table}_append_only before update or delete on ${table} for each row execute function ledger_append_only()`);
    }
    await knex.raw(`create constraint trigger ledger_entries_balance after insert on ledger_entries deferrable initially deferred for each row execute function ledger_posting_balances()`);
    return;
  }
  for (const table of ['ledger_entries', 'ledger_postings']) {
    for (const change of ['update', 'delete']) {
      await knex.raw(`create trigger ${table}_no_${change} before ${change} on ${table} begin select raise(abort, 'the ledger is append-only'); end`);
    }
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('payouts');
  await knex.schema.dropTable('ledger_entries');
  await knex.schema.dropTable('ledger_postings');
  await knex.schema.dropTable('restaurant_contracts');
  if (knex.client.config.client === 'pg') {
    await knex.raw('drop function if exists ledger_append_only() cascade');
    await knex.raw('drop function if exists ledger_posting_balances() cascade');
  }
}
