import http from 'node:http';
import https from 'node:https';
import type { EventSender } from './local-event-delivery.js';

// Kept-alive sockets: the local checkout posts every payment event to the same webhook. node:http
// rather than fetch, which cost about four times the CPU per event (undici and web streams).
const agents = { 'http:': new http.Agent({ keepAlive: true }), 'https:': new https.Agent({ keepAlive: true }) };

/**
 * POSTs a JSON body and resolves with the answer's status once its body has arrived (it is
 * not read). Rejects on a network error, or when the answer stalls for `timeoutMs`.
 */
export function postJson(url: string, body: string, headers: Record<string, string>, timeoutMs: number): Promise<number> {
  const target = new URL(url);
  const { protocol } = target;
  if (protocol !== 'http:' && protocol !== 'https:') return Promise.reject(new Error(`Cannot post to ${protocol} addresses`));
  const client = protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      target,
      {
        method: 'POST',
        agent: agents[protocol],
        headers: { ...headers, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
        timeout: timeoutMs,
      },
      (response) => {
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
        response.resume();
      },
    );
    request.on('timeout', () => request.destroy(new Error(`${target.origin} did not answer within ${timeoutMs} ms`)));
    request.on('error', reject);
    request.end(body);
  });
}

/** How long one delivery over HTTP may wait for the webhook's answer. */
const DELIVERY_TIMEOUT_MS = 10_000;

/** Delivers to the webhook at `url`, as Stripe does: anything but a 2xx answer is a failed delivery. */
export function webhookOverHttp(url: string): EventSender {
  return async (payload, signature) => {
    const status = await postJson(url, payload, { 'Stripe-Signature': signature }, DELIVERY_TIMEOUT_MS);
    if (status < 200 || status > 299) throw new Error(`The webhook answered ${status}`);
  };
}
