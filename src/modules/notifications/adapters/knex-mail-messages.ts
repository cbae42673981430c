import type { Knex } from 'knex';
import type { Database } from '../../../shared/db/database.js';
import { fromDb, toDb } from '../../../shared/db/timestamps.js';
import type { Backlog } from '../../../shared/jobs/overdue-work.js';

const CURSOR = 'order-mail';

/** A message to record: one per order event and recipient, rendered once. */
export interface NewMessage {
  eventId: number;
  recipient: string;
  kind: string;
  orderId: string;
  messageId: string;
  subject: string;
  html: string;
  text: string;
}

export interface PendingMessage extends NewMessage {
  id: number;
  attempts: number;
  nextAttemptAt: Date;
}

interface MessageRow {
  id: number | string;
  event_id: number | string;
  recipient: string;
  kind: string;
  order_id: string;
  message_id: string;
  subject: string;
  html: string;
  text: string;
  attempts: number;
  next_attempt_at: Date | string;
}

const toPending = (row: MessageRow): PendingMessage => ({
  id: Number(row.id),
  eventId: Number(row.event_id),
  recipient: row.recipient,
  kind: row.kind,
  orderId: row.order_id,
  messageId: row.message_id,
  subject: row.subject,
  html: row.html,
  text: row.text,
  attempts: row.attempts,
  nextAttemptAt: fromDb(row.next_attempt_at),
});

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
 * a run's `record`, and bulk seeding (src/seed/scale), which writes a past whose e-mails went out
 * at the time, so a process started on the data set does not mail 18 months of orders (as the
 * migration set the cursor past the events there were).
 */
export async function moveOrderMailCursor(trx: Knex.Transaction, eventId: number): Promise<void> {
  await trx('mail_cursor').where({ name: CURSOR }).andWhere('last_event_id', '<', eventId).update({ last_event_id: eventId });
}

/** `mail_cursor` and `mail_messages` (docs/architecture/table-owners.md): the order e-mails' cursor and sent-log. */
export class KnexMailMessages {
  constructor(private readonly db: Database) {}

  async cursor(): Promise<number> {
    const row: { last_event_id: number | string } | undefined = await this.db('mail_cursor').where({ name: CURSOR }).first('last_event_id');
    return Number(row?.last_event_id ?? 0);
  }

  /**
   * The messages of the events up to `upToEventId`, and the cursor's move past them, in one
   * transaction: a crash before the commit leaves both to the next run, and a run repeated after
   * it adds nothing (`unique (event_id, recipient)`; the cursor only moves forward).
   */
  async record(messages: readonly NewMessage[], upToEventId: number, at: Date): Promise<void> {
    await this.db.transaction(async (trx) => {
      if (messages.length) {
        const rows = messages.map((m) => ({
          event_id: m.eventId,
          recipient: m.recipient,
          kind: m.kind,
          order_id: m.orderId,
          message_id: m.messageId,
          subject: m.subject,
          html: m.html,
          text: m.text,
          status: 'pending',
          attempts: 0,
          next_attempt_at: toDb(at),
          created_at: toDb(at),
        }));
        await trx('mail_messages').insert(rows).onConflict(['event_id', 'recipient']).ignore();
      }
      await moveOrderMailCursor(trx, upToEventId);
    });
  }

  /**
   * Waiting messages due by `now`, oldest event first, only the first waiting one of each order:
   * an order's e-mails arrive in the order of its events (no "delivered" before "out for delivery").
   */
  async due(now: Date, limit: number): Promise<PendingMessage[]> {
    const rows: MessageRow[] = await this.db('mail_messages as m')
      .where({ 'm.status': 'pending' })
      .andWhere('m.next_attempt_at', '<=', toDb(now))
      .whereNotExists((earlier) =>
        earlier
          .select(this.db.raw('1'))
          .from('mail_messages as e')
          .whereRaw('e.order_id = m.order_id')
          .andWhere('e.status', 'pending')
          .andWhereRaw('e.event_id < m.event_id'),
      )
      .orderBy('m.event_id')
      .limit(limit)
      .select('id', 'event_id', 'recipient', 'kind', 'order_id', 'message_id', 'subject', 'html', 'text', 'attempts', 'next_attempt_at');
    return rows.map(toPending);
  }

  /** Takes the message for one attempt (its next attempt pushed to `leaseUntil`); false when another run has it. */
  async claim(message: PendingMessage, now: Date, leaseUntil: Date): Promise<boolean> {
    const taken = await this.db('mail_messages')
      .where({ id: message.id, status: 'pending', attempts: message.attempts })
      .andWhere('next_attempt_at', '<=', toDb(now))
      .update({ next_attempt_at: toDb(leaseUntil) });
    return taken === 1;
  }

  async markSent(message: PendingMessage, at: Date): Promise<void> {
    await this.db('mail_messages').where({ id: message.id }).update({ status: 'sent', attempts: message.attempts + 1, sent_at: toDb(at), last_error: null });
  }

  async markFailed(message: PendingMessage, error: string, retryAt: Date, at: Date): Promise<void> {
    await this.db('mail_messages')
      .where({ id: message.id, status: 'pending' })
      .update({ attempts: message.attempts + 1, next_attempt_at: toDb(retryAt), last_error: `${at.toISOString()} ${error}`.slice(0, 300) });
  }

  /** Forgets messages sent before `before` (they hold the customer's details); the cursor keeps them from being recorded again. */
  async pruneSent(before: Date): Promise<void> {
    await this.db('mail_messages').where({ status: 'sent' }).andWhere('sent_at', '<', toDb(before)).delete();
  }

  async nextDue(): Promise<Date | undefined> {
    const row: { next: Date | string | null } | undefined = await this.db('mail_messages').where({ status: 'pending' }).first(this.db.raw('min(next_attempt_at) as next'));
    return row?.next ? fromDb(row.next) : undefined;
  }

  async backlog(now: Date): Promise<Backlog> {
    const row: { n: unknown; oldest: Date | string | null } | undefined = await this.db('mail_messages')
      .where({ status: 'pending' })
      .andWhere('next_attempt_at', '<=', toDb(now))
      .first(this.db.raw('count(*) as n'), this.db.raw('min(next_attempt_at) as oldest'));
    const count = Number(row?.n ?? 0);
    return count && row?.oldest ? { count, oldestDueAt: fromDb(row.oldest) } : { count };
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
