import type { Database } from '../../src/shared/db/database.js';
import { eventually } from './payment-servers.js';

/** What is wrong with the ledger (docs/architecture/ledger.md "The check"); all empty when it is right. */
export interface LedgerProblems {
  /** Postings whose rows do not sum to zero. */
  unbalanced: string[];
  /** An order with more than one charge, an event with more than one posting. */
  doubled: string[];
  /** A paid order without its charge posting, a refund the provider made without its refund posting. */
  missing: string[];
}

/** What the check finds in a whole ledger. */
export const NO_LEDGER_PROBLEMS: LedgerProblems = { unbalanced: [], doubled: [], missing: [] };

const changesOf = (changes: unknown): { by?: string; refund?: { id: string } } => (typeof changes === 'string' ? JSON.parse(changes) : (changes as object));

/**
 * Holds the ledger against ordering's records: every posting balances; no order is charged twice
 * and no event posted twice; every paid event (and every late payment taken to be refunded) has its
 * charge posting, every `refunded` event of a charged order its refund posting, and every order
 * that was paid (its paying event id kept) has a charge.
 */
export async function checkPostings(db: Database): Promise<LedgerProblems> {
  const unbalanced: Array<{ posting_id: string }> = await db('ledger_entries').groupBy('posting_id').havingRaw('sum(amount) <> 0').select('posting_id');
  const charges: Array<{ order_id: string }> = await db('ledger_postings').where({ kind: 'charge' }).groupBy('order_id').havingRaw('count(*) > 1').select('order_id');
  const events: Array<{ event_id: string }> = await db('ledger_postings').whereNotNull('event_id').groupBy('event_id').havingRaw('count(*) > 1').select('event_id');
  const posted = new Set((await db('ledger_postings').whereNotNull('event_id').pluck('event_id')).map(Number));
  const charged = new Set<string>(await db('ledger_postings').where({ kind: 'charge' }).pluck('order_id'));
  const missing: string[] = [];
  const moving: Array<{ id: number | string; type: string; order_id: string; changes: unknown }> = await db('order_events').whereIn('type', ['paid', 'refunded', 'refundRequested']).orderBy('id').select('id', 'type', 'order_id', 'changes');
  for (const event of moving) {
    const late = event.type === 'refundRequested' && changesOf(event.changes).by?.startsWith('payment:');
    if (event.type === 'refundRequested' && !late) continue;
    if (event.type === 'refunded' && !charged.has(event.order_id)) continue;
    if (!posted.has(Number(event.id))) missing.push(`order ${event.order_id}: ${late ? 'late payment' : event.type} event ${event.id} not posted`);
  }
  const paidOrders: string[] = await db('orders').whereNotNull('paid_event_id').pluck('id');
  missing.push(...paidOrders.filter((id) => !charged.has(id)).map((id) => `order ${id}: paid, no charge posting`));
  return {
    unbalanced: unbalanced.map((row) => `posting ${row.posting_id} does not balance`),
    doubled: [...charges.map((row) => `order ${row.order_id}: charged more than once`), ...events.map((row) => `event ${row.event_id}: posted more than once`)],
    missing,
  };
}

/** The ledger's consumer has taken in every order event that moves money, so the check can be judged. */
export function ledgerCaughtUp(db: Database): Promise<boolean> {
  return eventually(async () => {
    const newest = Number(((await db('order_events').whereIn('type', ['paid', 'refunded', 'refundRequested']).max({ id: 'id' }).first()) as { id?: number | string | null } | undefined)?.id ?? 0);
    const cursor = (await db('order_event_cursors').where({ name: 'finance.ledger' }).first('last_event_id')) as { last_event_id: number | string } | undefined;
    return Number(cursor?.last_event_id ?? 0) >= newest;
  }, 'the ledger to take in every order event', 60_000);
}
