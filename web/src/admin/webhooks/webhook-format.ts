import { localDayKey, pad } from '../../shared/orders/order-days';
import type { WebhookAttempt } from './webhook-data-provider';

export type AttemptTone = 'success' | 'pending' | 'neutral' | 'failure';

/**
 * How one logged attempt reads (docs/architecture/webhooks.md "Delivery"): the attempt's own
 * outcome, and for a failed one where its event stands now (the API's `state`: retried,
 * delivered by a later attempt, or given up after 24 h). A state forgotten by the weekly sweep
 * leaves only the attempt's outcome.
 */
export function attemptStatus(attempt: Pick<WebhookAttempt, 'delivered' | 'state'>): { label: string; tone: AttemptTone } {
  if (attempt.delivered) return { label: 'Delivered', tone: 'success' };
  if (attempt.state === 'pending') return { label: 'Failed, retrying', tone: 'pending' };
  if (attempt.state === 'delivered') return { label: 'Failed, delivered later', tone: 'neutral' };
  if (attempt.state === 'failed') return { label: 'Failed, given up', tone: 'failure' };
  return { label: 'Failed', tone: 'failure' };
}

/** What the endpoint answered ('HTTP 503'), or why no answer came ('timed out after 10000 ms'). */
export function attemptResult(attempt: Pick<WebhookAttempt, 'statusCode' | 'error'>): string {
  if (attempt.statusCode !== null) return `HTTP ${attempt.statusCode}`;
  return attempt.error ?? 'No answer';
}

/** '12:12:11' on the day it happened, else '06.01.2025, 12:12:11': attempts come seconds apart. */
export function formatAttemptAt(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  const time = `${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;
  if (localDayKey(at) === localDayKey(now)) return time;
  return `${pad(at.getDate())}.${pad(at.getMonth() + 1)}.${at.getFullYear()}, ${time}`;
}

/**
 * A hint while the owner types, never a refusal: the server has the last word (its 400 names
 * what is wrong, and a test server may allow http:// on this machine).
 */
export function urlHint(input: string): string | undefined {
  const url = input.trim();
  if (url === '') return undefined;
  if (!/^https:\/\//i.test(url)) return 'Webhook addresses start with https://';
  try {
    new URL(url);
  } catch {
    return 'This does not look like a full address, e.g. https://pos.example.com/hooks/orders';
  }
  return undefined;
}
