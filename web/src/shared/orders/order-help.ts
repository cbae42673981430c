import type { Schemas } from '../../api/client';
import { formatPence } from '../format/money';

export type OrderHelp = Schemas['OrderHelp'];
export type HelpKind = Schemas['HelpKind'];

/** docs/product/decisions.md "Order help": what went wrong, as the customer chooses it and the desk reads it. */
export const HELP_KIND_LABELS: Record<HelpKind, string> = {
  missingItems: 'Missing items',
  wrongItems: 'Wrong items',
  quality: 'Quality',
  late: 'Late',
};

/** Missing and wrong items name the lines; the others may. */
export const needsLines = (kind: HelpKind) => kind === 'missingItems' || kind === 'wrongItems';

/** Where the report stands, in the customer's words. */
export function helpOutcome(help: OrderHelp, restaurantName: string): string {
  if (help.status === 'approved') return `${restaurantName} is refunding ${formatPence(help.refundAmount ?? 0)}. It can take a few days to show on your card.`;
  if (help.status === 'declined') return `${restaurantName} declined a refund: ${help.declineReason ?? ''}`;
  return `Sent to ${restaurantName}. You will hear back here and by e-mail.`;
}

/** `1 x Naan, 2 x Korma` */
export const helpLines = (help: OrderHelp) => help.items.map((item) => `${item.quantity} x ${item.name}`).join(', ');
