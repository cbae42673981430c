import type { Database } from '../../../shared/db/database.js';
import { toDb } from '../../../shared/db/timestamps.js';
import { refusalOf, type LocalRefund, type LocalRefundRefusal } from '../domain/local-refund.js';

/** What a refund request became: made now (with its event to deliver), made before under the key, or refused. */
export type LocalRefundResult = { made: { eventId: string; payload: string } } | { repeat: true } | { refused: LocalRefundRefusal };

/** The local checkout's refunds (`local_checkout_refunds`) and their events in its outbox. */
export class KnexLocalRefunds {
  constructor(private readonly db: Database) {}

  /**
   * In one transaction under the session's row lock (PostgreSQL's FOR UPDATE; SQLite has one
   * writer): a key already used is the same refund, never a second one; a refund that would
   * take the session's refunds past its paid amount is refused; otherwise the refund and its
   * event are written together, so the event is sent at least once.
   */
  async refund(key: string, refund: LocalRefund, event: (refund: LocalRefund) => { id: string; payload: string }): Promise<LocalRefundResult> {
    return this.db.transaction(async (trx) => {
      const session: { status: string; amount_total: number } | undefined = await trx('local_checkout_sessions')
        .where({ id: refund.sessionId })
        .forUpdate()
        .first('status', 'amount_total');
      if (!session) return { refused: 'not-paid' as const };
      if (await trx('local_checkout_refunds').where({ idempotency_key: key }).first('id')) return { repeat: true as const };
      const sum: { total: unknown } | undefined = await trx('local_checkout_refunds').where({ session_id: refund.sessionId }).first(trx.raw('coalesce(sum(amount), 0) as total'));
      const refusal = refusalOf({ status: session.status, amountTotal: Number(session.amount_total) }, Number(sum?.total ?? 0), refund.amount);
      if (refusal) return { refused: refusal };
      const at = toDb(refund.createdAt);
      await trx('local_checkout_refunds').insert({
        id: refund.id,
        session_id: refund.sessionId,
        idempotency_key: key,
        amount: refund.amount,
        status: refund.status,
        metadata: JSON.stringify(refund.metadata),
        created_at: at,
      });
      const { id, payload } = event(refund);
      await trx('local_checkout_outbox').insert({ event_id: id, session_id: refund.sessionId, payload, created_at: at });
      return { made: { eventId: id, payload } };
    });
  }
}
