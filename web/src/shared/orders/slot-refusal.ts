import { ApiRequestError } from '../../api/expect-data';
import { notifyInfo } from '../ui/notify';

/** docs/product/texts-and-errors.md: resuming the payment of an order for later whose hold ran out. */
const HOLD_ENDED = 'The time held for this order has run out: check out again to choose a slot';

/**
 * The words for a refused slot (docs/product/decisions.md "Orders for later"), the one place the web
 * app maps the slot codes to text: a full or no longer offered slot in the server's words (they name
 * the time or the restaurant), a hold that ran out in ours. Undefined for any other failure.
 */
export function slotRefusalText(error: unknown): string | undefined {
  const body = error instanceof ApiRequestError ? error.body : undefined;
  if (body?.code === 'SLOT_HOLD_ENDED') return HOLD_ENDED;
  if (body?.code !== 'SLOT_FULL' && body?.code !== 'SLOT_UNAVAILABLE') return undefined;
  return body.details?.find((detail) => detail.path === 'slot')?.message ?? body.message;
}

/** Tells the customer why the slot is gone and to pick another time: one toast, however often it is refused. */
export function notifySlotRefusal(text: string): void {
  notifyInfo(text, { id: 'slot-gone' });
}
