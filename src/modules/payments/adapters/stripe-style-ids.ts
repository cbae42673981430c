import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Letters and digits after a Stripe prefix, unguessable (24 characters, about 143 bits). */
function stripeStyleId(prefix: string): string {
  return prefix + Array.from({ length: 24 }, () => ALPHABET.charAt(randomInt(ALPHABET.length))).join('');
}

/** Session ids like Stripe's test mode (`cs_test_...`), marked as local; they are the page's URL. */
export const newSessionId = (): string => stripeStyleId('cs_local_');
export const newEventId = (): string => stripeStyleId('evt_');

const SESSION_ID = /^cs_(test|local)_[A-Za-z0-9]{1,200}$/;

export function isSessionId(value: string): boolean {
  return SESSION_ID.test(value);
}
/** Refund ids like Stripe's (`re_...`), marked as local. */
export const newRefundId = (): string => stripeStyleId('re_local_');
