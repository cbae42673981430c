/** docs/product/screens.md "My orders": the order number is the id's last 6 characters, upper case. */
export function orderNumber(orderId: string): string {
  return orderId.slice(-6).toUpperCase();
}

// The product's times are shown in the UK (en-GB); an e-mail has no browser to ask for its zone.
const EXPECTED = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** '2025-01-06T12:40:00Z' -> 'Mon 6 Jan, 12:40' (UK time). */
export function formatExpectedBy(iso: string): string {
  return EXPECTED.format(new Date(iso));
}

// The words the customer's order page uses (web/src/shared/orders/order-lifecycle.ts).
const REASONS: Readonly<Record<string, string>> = {
  tooBusy: 'Too busy',
  itemUnavailable: 'Item unavailable',
  closing: 'Closing',
  other: 'Other',
  notAccepted: 'Not accepted in time',
  paymentNotCompleted: 'Payment not completed',
  replacedByNewCheckout: 'Replaced by a newer order',
};
const BY: Readonly<Record<string, string>> = { customer: 'the customer', restaurant: 'the restaurant', system: 'us' };

/** 'Cancelled by the restaurant: Too busy (note)'; the customer's own cancellation needs no reason. */
export function cancellationReason(cancellation: { by: string; reason: string; note?: string }): string {
  if (cancellation.reason === 'customerRequest') return 'Cancelled by the customer';
  const text = `Cancelled by ${BY[cancellation.by] ?? cancellation.by}: ${REASONS[cancellation.reason] ?? cancellation.reason}`;
  return cancellation.note ? `${text} (${cancellation.note})` : text;
}
