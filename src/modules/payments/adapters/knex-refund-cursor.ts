import type { Database } from '../../../shared/db/database.js';

const NAME = 'refund-requests';

/** `payment_refund_cursor`: the last refund request (order event id) the dispatcher has handed to the provider. */
export class KnexRefundCursor {
  constructor(private readonly db: Database) {}

  async read(): Promise<number> {
    const row: { last_event_id: number | string } | undefined = await this.db('payment_refund_cursor').where({ name: NAME }).first('last_event_id');
    return Number(row?.last_event_id ?? 0);
  }

  /** Forward only: a slower dispatcher that finishes last never moves it back. */
  async advance(eventId: number): Promise<void> {
    await this.db('payment_refund_cursor').where({ name: NAME }).andWhere('last_event_id', '<', eventId).update({ last_event_id: eventId });
  }
}
