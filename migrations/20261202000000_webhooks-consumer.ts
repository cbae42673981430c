import type { Knex } from 'knex';

/*
 * The integrator webhooks move onto the shared consumer of the order event log, partitioned by
 * endpoint (docs/architecture/order-consumers.md "Partitions"): each `webhook_cursors` row goes
 * into `order_event_cursors` at its position as `integrations.webhooks:<endpoint id>`, so no event
 * is lost or fanned out again, and `webhook_deliveries` gets the standard `last_error` of every
 * work table. Pending deliveries stay as they are and go on with the same attempts and body.
 */
const PREFIX = 'integrations.webhooks:';

/** In statements of 500 rows, well within either database's limit on bound values. */
async function insertAll(knex: Knex, table: string, rows: readonly Record<string, unknown>[]): Promise<void> {
  for (let at = 0; at < rows.length; at += 500) await knex(table).insert(rows.slice(at, at + 500));
}

export async function up(knex: Knex): Promise<void> {
  const cursors = (await knex('webhook_cursors').select('endpoint_id', 'last_event_id')) as Array<{ endpoint_id: string; last_event_id: number | string }>;
  const rows = cursors.map((c) => ({ name: PREFIX + c.endpoint_id, last_event_id: Number(c.last_event_id) }));
  await insertAll(knex, 'order_event_cursors', rows);
  await knex.schema.dropTable('webhook_cursors');
  await knex.schema.alterTable('webhook_deliveries', (t) => {
    t.string('last_error', 300);
  });
}

// Plain DROP COLUMN on both databases (knex's SQLite way copies the table).
export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table ?? drop column ??', ['webhook_deliveries', 'last_error']);
  await knex.schema.createTable('webhook_cursors', (t) => {
    t.string('endpoint_id', 24).primary().references('webhook_endpoints.id');
    t.bigInteger('last_event_id').notNullable();
  });
  const cursors = (await knex('order_event_cursors').where('name', 'like', `${PREFIX}%`).select('name', 'last_event_id')) as Array<{ name: string; last_event_id: number | string }>;
  const rows = cursors.map((c) => ({ endpoint_id: c.name.slice(PREFIX.length), last_event_id: Number(c.last_event_id) }));
  await insertAll(knex, 'webhook_cursors', rows);
  await knex('order_event_cursors').where('name', 'like', `${PREFIX}%`).delete();
}
