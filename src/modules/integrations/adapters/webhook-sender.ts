import http from 'node:http';
import https from 'node:https';
import type { SignedHeaders } from '../domain/webhook-signature.js';
import { refusedAddress } from '../domain/address-rules.js';
import { literalAddress } from '../domain/webhook-url.js';
import { guardedLookup, type ResolveAll } from './guarded-lookup.js';

/** How one attempt ended: a status code, or an error before any answer (refused address, timeout, no connection). */
export type SendOutcome = { statusCode: number; error?: never } | { error: string; statusCode?: never };

/** POSTs one signed body to an endpoint; never throws. */
export type WebhookSend = (url: string, headers: SignedHeaders, body: string) => Promise<SendOutcome>;

/**
 * One attempt (docs/architecture/webhooks.md): a POST with the body and the signed headers, at
 * most `timeoutMs` from connect to the answer's status line, no redirect followed (a 3xx is a
 * failed attempt), the answer's body read and dropped. Each attempt opens its own connection
 * through `guardedLookup`, so the address checked is the address used; a literal IP address in
 * the URL is checked here, as no lookup happens for it.
 */
export function webhookSender(options: { allowLocal: boolean; timeoutMs: number; resolve?: ResolveAll }): WebhookSend {
  const lookup = guardedLookup(options.allowLocal, options.resolve);
  return (url, headers, body) =>
    new Promise((done) => {
      const target = new URL(url);
      const literal = literalAddress(target.hostname);
      const refused = literal && !options.allowLocal ? refusedAddress(literal) : undefined;
      if (refused) return done({ error: `refused ${refused} address ${literal}` });
      const request = (target.protocol === 'https:' ? https : http).request(target, {
        method: 'POST',
        agent: false,
        lookup,
        signal: AbortSignal.timeout(options.timeoutMs),
        headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'user-agent': 'food-marketplace-webhooks/1' },
      });
      request.on('response', (response) => {
        response.on('error', () => undefined).resume();
        done({ statusCode: response.statusCode ?? 0 });
      });
      request.on('error', (error) => done({ error: error.name === 'AbortError' ? `timed out after ${options.timeoutMs} ms` : error.message }));
      request.end(body);
    });
}
