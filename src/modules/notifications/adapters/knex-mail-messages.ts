import type { Knex } from 'knex';
import type { Database } from '../../../shared/db/database.js';
import { fromDb, toDb } from '../../../shared/db/timestamps.js';
import { moveConsumerCursor } from '../../../shared/order-log/knex-consumer-cursors.js';
import type { WorkItem } from '../../../shared/order-log/event-consumer.js';
import { KnexWorkItems, type WorkTable } from '../../../shared/order-log/knex-work-items.js';
import type { PreviousRunningLate } from '../domain/running-late.js';

const TABLE = 'mail_messages';
/** The order e-mails' cursor in `order_event_cursors` (docs/architecture/order-consumers.md). */
export const ORDER_MAIL_CONSUMER = 'notifications.order-mail';

/** What a message carries besides the standard work columns: rendered once, sent as is by every attempt. */
export interface MailPayload {
  recipient: string;
  kind: string;
  messageId: string;
  subject: string;
  html: string;
  text: string;
}

/** `mail_messages` as a work table: one per order event and recipient, kept in order per order, `sent` once the SMTP server took it. */
const MAIL_MESSAGES: WorkTable<MailPayload> = {
  table: TABLE,
  keyColumn: 'order_id',
  doneStatus: 'sent',
  finishedColumn: 'sent_at',
  // `unique (event_id, recipient)`: a page recorded again after a crash adds nothing.
  insert: async (trx, rows, at) => {
    await trx(TABLE)
      .insert(rows.map((row) => ({ ...row, created_at: toDb(at) })))
      .onConflict(['event_id', 'recipient'])
      .ignore();
  },
  toRow: (m) => ({ recipient: m.recipient, kind: m.kind, message_id: m.messageId, subject: m.subject, html: m.html, text: m.text }),
  payloadOf: (row) => ({
    recipient: String(row.recipient),
    kind: String(row.kind),
    messageId: String(row.message_id),
    subject: String(row.subject),
    html: String(row.html),
    text: String(row.text),
  }),
};

/** What the status page says of the mail (docs/architecture/mail.md "State"). */
export interface MailState {
  /** Messages not yet taken by the SMTP server, and those of them that failed at least once. */
  waiting: number;
  failing: number;
  /** The latest failure of a message still waiting. */
  lastFailure?: { error: string; at: Date };
  lastSentAt?: Date;
}

/**
 * Moves the order e-mails' cursor forward to `eventId`, never back, on the caller's transaction:
 * bulk seeding (src/seed/scale) writes a past whose e-mails went out at the time, so a process
 * started on the data set does not mail 18 months of orders (as the migration set the cursor past
 * the events there were).
 */
export function moveOrderMailCursor(trx: Knex.Transaction, eventId: number): Promise<void> {
  return moveConsumerCursor(trx, ORDER_MAIL_CONSUMER, eventId);
}

/** `mail_messages` (docs/architecture/table-owners.md): the order e-mails' sent-log, a work table of the shared consumer. */
export class KnexMailMessages {
  readonly work: KnexWorkItems<MailPayload>;

  constructor(private readonly db: Database) {
    this.work = new KnexWorkItems(db, MAIL_MESSAGES);
  }

  /** Forgets messages sent before `before` (they hold the customer's details); the cursor keeps them from being recorded again. */
  pruneSent(before: Date): Promise<void> {
    return this.work.pruneFinished(before);
  }

  /**
   * The order's latest message of `kind` to `recipient` recorded before `eventId` (docs/architecture/mail.md
   * "Running late"): when it went, or when it is due while it waits; superseded ones do not count.
   */
  async previousOf(orderId: string, recipient: string, kind: string, eventId: number): Promise<PreviousRunningLate> {
    const row: { status: string; sent_at: Date | string | null; next_attempt_at: Date | string } | undefined = await this.db(TABLE)
      .where({ order_id: orderId, recipient, kind })
      .whereIn('status', ['pending', 'sent'])
      .andWhere('event_id', '<', eventId)
      .orderBy('event_id', 'desc')
      .first('status', 'sent_at', 'next_attempt_at');
    if (!row) return undefined;
    return row.status === 'sent' && row.sent_at ? { sentAt: fromDb(row.sent_at) } : { dueAt: fromDb(row.next_attempt_at) };
  }

  /** Whether a later message of the same kind to the same recipient was recorded for the order: this one is out of date. */
  async isSuperseded(item: WorkItem<MailPayload>): Promise<boolean> {
    const later = await this.db(TABLE).where({ order_id: item.key, recipient: item.payload.recipient, kind: item.payload.kind }).andWhere('event_id', '>', item.eventId).first('id');
    return later !== undefined;
  }

  async state(): Promise<MailState> {
    const counts: { waiting: unknown; failing: unknown } | undefined = await this.db('mail_messages')
      .where({ status: 'pending' })
      .first(this.db.raw('count(*) as waiting'), this.db.raw('sum(case when attempts > 0 then 1 else 0 end) as failing'));
    const failure: { last_error: string } | undefined = await this.db('mail_messages')
      .where({ status: 'pending' })
      .whereNotNull('last_error')
      .orderBy('last_error', 'desc')
      .first('last_error');
    const sent: { at: Date | string | null } | undefined = await this.db('mail_messages').where({ status: 'sent' }).first(this.db.raw('max(sent_at) as at'));
    const lastFailure = failure && parseFailure(failure.last_error);
    return {
      waiting: Number(counts?.waiting ?? 0),
      failing: Number(counts?.failing ?? 0),
      ...(lastFailure && { lastFailure }),
      ...(sent?.at && { lastSentAt: fromDb(sent.at) }),
    };
  }
}

/** `last_error` is "<ISO time> <message>", so the latest sorts last and one column keeps both. */
function parseFailure(stored: string): { error: string; at: Date } {
  const space = stored.indexOf(' ');
  return { at: new Date(stored.slice(0, space)), error: stored.slice(space + 1) };
}
