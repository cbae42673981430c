import type { ApiError } from '../../api/client';
import { ApiRequestError } from '../../api/expect-data';
import { notifyError } from '../ui/notify';

/**
 * docs/product/texts-and-errors.md "Plain words": the codes whose server message is written for
 * developers, in the words a customer or owner is shown. The one place the web app maps codes to
 * text (the slot codes: shared/orders/slot-refusal.ts, which needs the slot's own words).
 */
const BY_CODE: Record<string, string> = {
  UNAUTHORIZED: 'Your session has ended. Log in again to carry on.',
  FORBIDDEN: "This account can't do that.",
  TOO_MANY_REQUESTS: 'Too many tries in a short time. Wait a moment and try again.',
  PAYLOAD_TOO_LARGE: 'That is too large to send.',
  UNSUPPORTED_MEDIA_TYPE: "That kind of file can't be used here.",
};
const OUR_SIDE = 'Something went wrong on our side. Try again in a moment.';
const OFFLINE = 'We could not reach the server. Check your connection and try again.';

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A refusal in plain words: never a field path ("cartItems[2].menuItemId: ..."), which belongs
 * beside its form field only. A refusal with details says their messages (a dish, an option, a
 * field's own rule); a code above its words; a server failure or no answer says so.
 */
export function refusalText(body: ApiError | undefined, status: number | undefined): string {
  if (status === undefined) return OFFLINE;
  const code = body?.code ?? '';
  if (BY_CODE[code]) return BY_CODE[code];
  if (status >= 500 || !body) return OUR_SIDE;
  const messages = [...new Set((body.details ?? []).map((detail) => sentence(detail.message)))];
  return messages.length > 0 ? messages.join('. ') : sentence(body.message);
}

/** The message the server gave one field ('url'), for the field itself to show. */
export function fieldRefusal(body: ApiError | undefined, path: string): string | undefined {
  const message = body?.details?.find((detail) => detail.path === path)?.message;
  return message && sentence(message);
}

/** refusalText of a failed call of the typed client; undefined for anything else (a bug of ours, thrown). */
export function refusalOf(error: unknown): string | undefined {
  return error instanceof ApiRequestError ? refusalText(error.body, error.status) : undefined;
}

/** A failed call's toast ('Failed to update user', docs/product/texts-and-errors.md), with why in plain words under it. */
export function notifyRefusal(error: Error): void {
  const description = refusalOf(error);
  notifyError(error.message, description ? { description } : {});
}
