import type { Knex } from 'knex';

const TABLE = 'order_event_cursors';

/**
 * Moves a consumer's cursor forward to `eventId`, never back, on the caller's transaction: a
 * run's record (docs/architecture/order-consumers.md), and bulk seeding (src/seed/scale), which
 * writes a past whose work was done at the time.
 */
export async function moveConsumerCursor(trx: Knex, name: string, eventId: number): Promise<void> {
  const moved = await trx(TABLE).where({ name }).andWhere('last_event_id', '<', eventId).update({ last_event_id: eventId });
  if (moved) return;
  // No row yet (a consumer new since the migration): it starts where it is first moved.
  await trx(TABLE).insert({ name, last_event_id: eventId }).onConflict('name').ignore();
}

/** `order_event_cursors`: per consumer, the last order event (id) it has taken in. */
export class KnexConsumerCursors {
  constructor(private readonly db: Knex) {}

  async read(name: string): Promise<number> {
    const row: { last_event_id: number | string } | undefined = await this.db(TABLE).where({ name }).first('last_event_id');
    return Number(row?.last_event_id ?? 0);
  }

  advance(name: string, eventId: number, trx: Knex = this.db): Promise<void> {
    return moveConsumerCursor(trx, name, eventId);
  }
}
