import type { Database } from '../../../shared/db/database.js';
import { fromDb, toDb } from '../../../shared/db/timestamps.js';
import type { Backlog } from '../../../shared/jobs/overdue-work.js';

/** Attempts kept per endpoint in the log (the owner sees the latest 20). */
const ATTEMPTS_KEPT = 100;

/** One order event to send to one endpoint, as fanned out. */
export interface NewDelivery {
  eventId: number;
  eventType: string;
  orderId: string;
  /** The exact JSON every attempt sends. */
  body: string;
}

/** A delivery still to be made: the first pending one of its order. */
export interface PendingDelivery {
  id: number;
  endpointId: string;
  eventId: number;
  eventType: string;
  orderId: string;
  attempts: number;
  firstAttemptAt: Date | null;
  nextAttemptAt: Date;
  body: string;
}

/** How one attempt ended: a status code, or an error before any answer (refused address, timeout, no connection). */
export type AttemptOutcome = { statusCode: number; error?: never } | { error: string; statusCode?: never };

interface DeliveryRow {
  id: number | string;
  endpoint_id: string;
  event_id: number | string;
  event_type: string;
  order_id: string;
  attempts: number;
  first_attempt_at: Date | string | null;
  next_attempt_at: Date | string;
  body: string | null;
}

const fromRow = (row: DeliveryRow): PendingDelivery => ({
  id: Number(row.id),
  endpointId: row.endpoint_id,
  eventId: Number(row.event_id),
  eventType: row.event_type,
  orderId: row.order_id,
  attempts: row.attempts,
  firstAttemptAt: row.first_attempt_at === null ? null : fromDb(row.first_attempt_at),
  nextAttemptAt: fromDb(row.next_attempt_at),
  body: row.body ?? '',
});

/** `webhook_deliveries` and `webhook_attempts` (integrations' tables, docs/architecture/webhooks.md). */
export class KnexWebhookDeliveries {
  constructor(private readonly db: Database) {}

  /**
   * Records the deliveries of a page of events and moves the endpoint's cursor past them in one
   * transaction: a crash leaves both or neither, and a fan-out repeated adds nothing (one
   * delivery per endpoint and event). The cursor only moves forward.
   */
  async record(endpointId: string, deliveries: readonly NewDelivery[], upToEventId: number, at: Date): Promise<void> {
    await this.db.transaction(async (trx) => {
      if (deliveries.length) {
        const rows = deliveries.map((d) => ({ endpoint_id: endpointId, event_id: d.eventId, event_type: d.eventType, order_id: d.orderId, status: 'pending', attempts: 0, next_attempt_at: toDb(at), body: d.body }));
        await trx('webhook_deliveries').insert(rows).onConflict(['endpoint_id', 'event_id']).ignore();
      }
      await trx('webhook_cursors').where({ endpoint_id: endpointId }).andWhere('last_event_id', '<', upToEventId).update({ last_event_id: upToEventId });
    });
  }

  /**
   * The endpoint's pending deliveries that are first of their order (docs/architecture/webhooks.md
   * "Order"): a later event of an order waits until the earlier one is delivered or given up.
   */
  async heads(endpointId: string, limit: number): Promise<PendingDelivery[]> {
    const rows: DeliveryRow[] = await this.db('webhook_deliveries').where({ endpoint_id: endpointId, status: 'pending' }).orderBy('event_id').limit(limit);
    const seen = new Set<string>();
    return rows.map(fromRow).filter((d) => !seen.has(d.orderId) && seen.add(d.orderId));
  }

  /** Takes the delivery for one attempt until `leaseUntil`; false when another run took it or it is not due. */
  async claim(delivery: PendingDelivery, now: Date, leaseUntil: Date): Promise<boolean> {
    const taken = await this.db('webhook_deliveries')
      .where({ id: delivery.id, status: 'pending', attempts: delivery.attempts })
      .andWhere('next_attempt_at', '<=', toDb(now))
      .update({ next_attempt_at: toDb(leaseUntil) });
    return taken === 1;
  }

  /**
   * The attempt's outcome and its log row, in one transaction: `delivered`, `pending` until
   * `nextAttemptAt`, or `failed` (given up). The body goes once it will not be sent again.
   */
  async settle(delivery: PendingDelivery, outcome: AttemptOutcome, next: { status: 'delivered' | 'failed' } | { status: 'pending'; at: Date }, at: Date): Promise<void> {
    const attempt = delivery.attempts + 1;
    await this.db.transaction(async (trx) => {
      const changed = await trx('webhook_deliveries')
        .where({ id: delivery.id, status: 'pending', attempts: delivery.attempts })
        .update({
          status: next.status,
          attempts: attempt,
          first_attempt_at: toDb(delivery.firstAttemptAt ?? at),
          // Finished: `next_attempt_at` keeps when, for pruneFinished.
          ...(next.status === 'pending' ? { next_attempt_at: toDb(next.at) } : { body: null, next_attempt_at: toDb(at) }),
        });
      if (changed !== 1) return;
      await trx('webhook_attempts').insert({
        endpoint_id: delivery.endpointId,
        event_id: delivery.eventId,
        event_type: delivery.eventType,
        attempt,
        status_code: outcome.statusCode ?? null,
        error: outcome.error?.slice(0, 200) ?? null,
        delivered: next.status === 'delivered',
        at: toDb(at),
      });
      // The log keeps each endpoint's latest attempts only.
      const cutoff: { id: number | string } | undefined = await trx('webhook_attempts').where({ endpoint_id: delivery.endpointId }).orderBy('id', 'desc').offset(ATTEMPTS_KEPT).first('id');
      if (cutoff) await trx('webhook_attempts').where({ endpoint_id: delivery.endpointId }).andWhere('id', '<=', cutoff.id).del();
    });
  }

  /**
   * Forgets deliveries delivered or given up before `before`: the cursors are past their events,
   * so no fan-out records them again.
   */
  async pruneFinished(before: Date): Promise<void> {
    await this.db('webhook_deliveries').whereIn('status', ['delivered', 'failed']).andWhere('next_attempt_at', '<', toDb(before)).del();
  }

  /** When the endpoint's next pending delivery is due, if it has one. */
  async nextDue(endpointId: string): Promise<Date | undefined> {
    const row: { at?: Date | string | null } | undefined = await this.db('webhook_deliveries').where({ endpoint_id: endpointId, status: 'pending' }).min({ at: 'next_attempt_at' }).first();
    return row?.at ? fromDb(row.at) : undefined;
  }

  /** Endpoints with a delivery due by `now` (the sweep). */
  async endpointsDue(now: Date): Promise<Set<string>> {
    return new Set(await this.db('webhook_deliveries').where({ status: 'pending' }).andWhere('next_attempt_at', '<=', toDb(now)).distinct().pluck('endpoint_id'));
  }

  /** Deliveries due by `now` and not being attempted: how many, and since when. */
  async backlog(now: Date): Promise<Backlog> {
    const row: { n: unknown; oldest: Date | string | null } | undefined = await this.db('webhook_deliveries')
      .where({ status: 'pending' })
      .andWhere('next_attempt_at', '<=', toDb(now))
      .first(this.db.raw('count(*) as n'), this.db.raw('min(next_attempt_at) as oldest'));
    const count = Number(row?.n ?? 0);
    return count && row?.oldest ? { count, oldestDueAt: fromDb(row.oldest) } : { count };
  }
}
