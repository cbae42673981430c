import type { Database } from '../../../shared/db/database.js';
import { fromDb, toDb } from '../../../shared/db/timestamps.js';
import type { CheckoutLine, LocalCheckoutSession } from '../domain/local-checkout.js';

interface SessionRow {
  id: string;
  order_id: string;
  status: LocalCheckoutSession['status'];
  merchant_name: string;
  lines: string;
  delivery_price: number;
  amount_total: number;
  currency: LocalCheckoutSession['currency'];
  customer_email: string;
  success_url: string;
  cancel_url: string;
  created_at: Date | string;
  expires_at: Date | string;
}

function toRow(session: LocalCheckoutSession): SessionRow {
  return {
    id: session.id,
    order_id: session.orderId,
    status: session.status,
    merchant_name: session.merchantName,
    lines: JSON.stringify(session.lines),
    delivery_price: session.deliveryPrice,
    amount_total: session.amountTotal,
    currency: session.currency,
    customer_email: session.customerEmail,
    success_url: session.successUrl,
    cancel_url: session.cancelUrl,
    created_at: toDb(session.createdAt),
    expires_at: toDb(session.expiresAt),
  };
}

function fromRow(row: SessionRow): LocalCheckoutSession {
  return {
    id: row.id,
    orderId: row.order_id,
    status: row.status,
    merchantName: row.merchant_name,
    lines: JSON.parse(row.lines) as CheckoutLine[],
    deliveryPrice: row.delivery_price,
    amountTotal: row.amount_total,
    currency: row.currency,
    customerEmail: row.customer_email,
    successUrl: row.success_url,
    cancelUrl: row.cancel_url,
    createdAt: fromDb(row.created_at),
    expiresAt: fromDb(row.expires_at),
  };
}

/** The local checkout's sessions; completing one writes its event to the outbox with it. */
export class KnexCheckoutSessions {
  constructor(private readonly db: Database) {}

  async create(session: LocalCheckoutSession): Promise<void> {
    await this.db('local_checkout_sessions').insert(toRow(session));
  }

  async find(id: string): Promise<LocalCheckoutSession | undefined> {
    const row = await this.db<SessionRow>('local_checkout_sessions').where({ id }).first();
    return row ? fromRow(row) : undefined;
  }

  /** `open` -> `expired`: the page refuses to take payment from then on. A paid session stays paid. */
  /** Open -> expired; answers the session as it is after (`complete` when it was paid first). */
  async expire(sessionId: string): Promise<LocalCheckoutSession | undefined> {
    await this.db('local_checkout_sessions').where({ id: sessionId, status: 'open' }).update({ status: 'expired' });
    return this.find(sessionId);
  }

  /**
   * `open` -> `complete` and the outbox row, in one transaction, only while the session is
   * open and unexpired: paying twice, or too late, writes no second event. False then.
   */
  async complete(sessionId: string, event: { id: string; payload: string }, at: Date): Promise<boolean> {
    return this.db.transaction(async (trx) => {
      const changed = await trx('local_checkout_sessions')
        .where({ id: sessionId, status: 'open' })
        .andWhere('expires_at', '>', toDb(at))
        .update({ status: 'complete', completed_at: toDb(at) });
      if (Number(changed) !== 1) return false;
      await trx('local_checkout_outbox').insert({ event_id: event.id, session_id: sessionId, payload: event.payload, created_at: toDb(at) });
      return true;
    });
  }
}
