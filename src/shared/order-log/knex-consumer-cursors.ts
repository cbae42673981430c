import type { Knex } from 'knex';

const TABLE = 'order_event_cursors';

/** A consumer's place in the log (docs/architecture/order-consumers.md "Cursors"): the last event it has taken in. */
export interface ConsumerCursor {
  readonly name: string;
  /** Undefined once a partition's cursor has gone with its partition. */
  read(): Promise<number | undefined>;
  /** Forward only, on `trx`; false when a partition's cursor has gone, so nothing more is recorded for it. */
  advance(eventId: number, trx?: Knex): Promise<boolean>;
}

/**
 * Moves a consumer's cursor forward to `eventId`, never back, on the caller's transaction: a
 * run's record (docs/architecture/order-consumers.md), and bulk seeding (src/seed/scale), which
 * writes a past whose work was done at the time.
 */
export async function moveConsumerCursor(trx: Knex, name: string, eventId: number): Promise<void> {
  if (await moveExisting(trx, name, eventId)) return;
  // No row yet (a consumer new since the migration): it starts where it is first moved.
  await trx(TABLE).insert({ name, last_event_id: eventId }).onConflict('name').ignore();
}

/** False when there is no such cursor. */
async function moveExisting(trx: Knex, name: string, eventId: number): Promise<boolean> {
  const moved = await trx(TABLE).where({ name }).andWhere('last_event_id', '<', eventId).update({ last_event_id: eventId });
  return moved > 0 || (await trx(TABLE).where({ name }).first('name')) !== undefined;
}

/** A partition's cursor (docs/architecture/order-consumers.md "Partitions"), e.g. `integrations.webhooks:<endpoint id>`. */
export const partitionCursorName = (consumer: string, key: string): string => `${consumer}:${key}`;

/** Starts a partition's cursor at `eventId`, in the transaction that makes the partition (an endpoint's registration). */
export async function startPartitionCursor(trx: Knex, consumer: string, key: string, eventId: number): Promise<void> {
  await trx(TABLE).insert({ name: partitionCursorName(consumer, key), last_event_id: eventId });
}

/** Removes a partition's cursor, in the transaction that removes the partition. */
export async function dropPartitionCursor(trx: Knex, consumer: string, key: string): Promise<void> {
  await trx(TABLE).where({ name: partitionCursorName(consumer, key) }).delete();
}

/** `order_event_cursors`: per consumer, or per partition of one, the last order event (id) it has taken in. */
export class KnexConsumerCursors {
  constructor(private readonly db: Knex) {}

  /** A consumer's cursor: at 0 until its first move makes its row. */
  of(name: string): ConsumerCursor {
    return {
      name,
      read: async () => (await this.positions([name])).get(name) ?? 0,
      advance: async (eventId, trx = this.db) => {
        await moveConsumerCursor(trx, name, eventId);
        return true;
      },
    };
  }

  /** A partition's cursor: made and removed with its partition (above); once removed it reads undefined and moves nothing. */
  ofPartition(consumer: string, key: string): ConsumerCursor {
    const name = partitionCursorName(consumer, key);
    return { name, read: async () => (await this.positions([name])).get(name), advance: (eventId, trx = this.db) => moveExisting(trx, name, eventId) };
  }

  /** The named cursors there are, by name (a page of partitions at once). */
  async positions(names: readonly string[]): Promise<Map<string, number>> {
    const rows: Array<{ name: string; last_event_id: number | string }> = await this.db(TABLE).whereIn('name', names).select('name', 'last_event_id');
    return new Map(rows.map((row) => [row.name, Number(row.last_event_id)]));
  }
}
