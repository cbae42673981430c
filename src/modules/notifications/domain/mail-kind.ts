/** The customer's order e-mails (docs/architecture/mail.md "Messages"). */
export type CustomerMailKind = 'paid' | 'accepted' | 'delayed' | 'outForDelivery' | 'delivered' | 'cancelled' | 'refunded' | 'helpDeclined';
/** Every order e-mail: the customer's, and `newOrder`, the owner's copy of a paid order when they opted in. */
export type MailKind = CustomerMailKind | 'newOrder';

/**
 * Which e-mail an order event sends the customer, if any. A cancellation sends one only once the
 * order was paid: an unpaid checkout that is dropped or replaced is no news to the customer.
 * A refund sends one when the provider confirms it (`refunded`), not when it is asked for.
 */
export function mailKindOf(event: { type: string; status: string; changes: { from: string | null } }): CustomerMailKind | undefined {
  switch (event.type) {
    case 'paid':
    case 'accepted':
    case 'delayed':
    case 'refunded':
    case 'helpDeclined':
      // docs/product/decisions.md "Order help": an approved report's outcome is its refund's e-mail.
      return event.type;
    case 'cancelled':
      return event.changes.from === 'placed' ? undefined : 'cancelled';
    // A courier's steps (docs/product/team-and-roles.md "Couriers") tell the customer as the desk's would.
    case 'pickedUp':
      return 'outForDelivery';
    case 'delivered':
      return 'delivered';
    case 'statusSet':
      return event.status === 'outForDelivery' || event.status === 'delivered' ? event.status : undefined;
    default:
      return undefined;
  }
}
