import { createHmac, randomBytes } from 'node:crypto';

/*
 * Standard Webhooks signing (docs/architecture/webhooks.md "Verifying"): the secret is `whsec_`
 * and base64 key bytes; the signature is `v1,` and the base64 HMAC-SHA256, keyed with those
 * bytes, of `<webhook-id>.<webhook-timestamp>.<body>`. Receivers verify with the standard's
 * libraries in any language.
 */
const PREFIX = 'whsec_';
const KEY_BYTES = 32;

/** A new endpoint's secret: shown to the owner once. */
export function newWebhookSecret(): string {
  return PREFIX + randomBytes(KEY_BYTES).toString('base64');
}

export interface SignedHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

/** The three headers of one attempt: `id` stays the same across retries, the timestamp is the attempt's. */
export function signWebhook(secret: string, id: string, at: Date, body: string): SignedHeaders {
  const timestamp = String(Math.floor(at.getTime() / 1000));
  const key = Buffer.from(secret.slice(PREFIX.length), 'base64');
  const signature = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
  return { 'webhook-id': id, 'webhook-timestamp': timestamp, 'webhook-signature': `v1,${signature}` };
}
