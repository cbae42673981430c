import { ConflictError, ValidationError } from '../../../shared/errors.js';
import type { OrderStatus, RefundedItem } from './order.js';

/** docs/product/decisions.md "Order help": a delivered order can be reported within this long of delivery. */
export const HELP_WINDOW_MS = 48 * 3_600_000;
export const HELP_KINDS = ['missingItems', 'wrongItems', 'quality', 'late'] as const;
export type HelpKind = (typeof HELP_KINDS)[number];
export type HelpStatus = 'open' | 'approved' | 'declined';

/** A customer's report of a problem with a delivered order, and the restaurant's answer. */
export interface OrderHelp {
  kind: HelpKind;
  /** The lines reported, named as ordered; required for missing and wrong items. */
  items: RefundedItem[];
  note: string | null;
  photoKey: string | null;
  /** The reported lines as they were charged, pence: what an approval offers at most. */
  proposedAmount: number;
  status: HelpStatus;
  refundAmount: number | null;
  declineReason: string | null;
  createdAt: Date;
  decidedAt: Date | null;
}

/** The refund's reason, which the customer reads on the order, the receipt and the refund e-mail. */
const REFUND_REASONS: Record<HelpKind, string> = {
  missingItems: 'Order help: missing items',
  wrongItems: 'Order help: wrong items',
  quality: 'Order help: quality',
  late: 'Order help: late delivery',
};

export const helpRefundReason = (kind: HelpKind): string => REFUND_REASONS[kind];

/** Until when the order can be reported: 48 hours after delivery; null when it is not delivered. */
export function helpBy(deliveredAt: Date | null | undefined): Date | null {
  return deliveredAt ? new Date(deliveredAt.getTime() + HELP_WINDOW_MS) : null;
}

/** A report is for a delivered order, once, within the window (409 otherwise). */
export function checkCanReport(order: { status: OrderStatus; deliveredAt: Date | null }, reported: boolean, now: Date): void {
  if (order.status !== 'delivered') throw new ConflictError('Only a delivered order can be reported');
  if (reported) throw new ConflictError('A problem has already been reported for this order');
  const by = helpBy(order.deliveredAt);
  if (!by || by.getTime() < now.getTime()) throw new ConflictError('Problems can be reported within 48 hours of delivery');
}

/** Missing or wrong items name the lines; quality and late may. */
export function checkReportedItems(kind: HelpKind, items: readonly unknown[]): void {
  if ((kind === 'missingItems' || kind === 'wrongItems') && items.length === 0) {
    throw new ValidationError('items: choose the items that were missing or wrong', [{ path: 'items', message: 'choose the items that were missing or wrong' }]);
  }
}

/**
 * What an approval may refund: the reported lines' amount when lines were reported, never more than
 * is left to refund of the order. An open report only; 400 naming `amount` above it.
 */
export function checkApproval(help: Pick<OrderHelp, 'status' | 'proposedAmount' | 'items'>, amount: number, refundable: number): void {
  if (help.status !== 'open') throw new ConflictError(`This report has already been ${help.status}`);
  const cap = help.items.length > 0 ? Math.min(help.proposedAmount, refundable) : refundable;
  if (amount > cap) {
    const message = `is more than can be refunded (${(cap / 100).toFixed(2)})`;
    throw new ValidationError(`amount: ${message}`, [{ path: 'amount', message }]);
  }
}
