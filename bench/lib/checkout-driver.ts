// A customer's checkout, repeated by many at once, in its own process (like autocannon):
// create the checkout session, then pay on the hosted page, which sends the signed payment
// event to the webhook. `node --import tsx bench/lib/checkout-driver.ts '<json DriverInput>'`
// prints one JSON DriverResult line.
import http from 'node:http';
import { pathToFileURL } from 'node:url';
import { rawRequest } from '../../test/support/raw-http.js';

/** A customer with the cart they check out again and again. */
export interface Shopper {
  token: string;
  body: object;
  /** Slots to order for, one after another: each checkout takes the next (none: as soon as possible). */
  slots?: string[];
}

/** The next checkout's body: the cart, for the shopper's next slot when it orders for later. */
const taken = new WeakMap<Shopper, number>();
function nextBody(shopper: Shopper): object {
  if (!shopper.slots?.length) return shopper.body;
  const n = taken.get(shopper) ?? 0;
  taken.set(shopper, n + 1);
  return { ...shopper.body, slot: shopper.slots[n % shopper.slots.length] };
}

export interface DriverInput {
  /** API processes; connection i talks to urls[i % urls.length]. */
  urls: string[];
  /** Connection i shops as shoppers[i % shoppers.length]. */
  shoppers: Shopper[];
  connections: number;
  durationSec: number;
}

export interface DriverResult {
  /** Checkouts whose payment the hosted page accepted (303 to the success page). */
  paid: number;
  failures: number;
  /** Why checkouts failed ("checkout 401", "card 500", "fetch failed"), with counts. */
  failedBy: Record<string, number>;
  startedAt: number;
  endedAt: number;
  /** Each paid checkout's session id and when its pay answer arrived (epoch ms). */
  answered: Array<[string, number]>;
}

const CARD = new URLSearchParams({ cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', cardName: 'Bench Customer' }).toString();

// node:http on kept-alive sockets, as autocannon loads the other scenarios: fetch would cost
// the driver about 3 ms of CPU per paid order on a 2-core machine it shares with the API.
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

/** The session id when paid; otherwise why not. */
export async function checkoutOnce(base: string, shopper: Shopper): Promise<{ sessionId: string } | string> {
  const headers = { authorization: `Bearer ${shopper.token}`, 'content-type': 'application/json' };
  const created = await rawRequest(base, { method: 'POST', path: '/api/order/checkout/create-checkout-session', headers, body: JSON.stringify(nextBody(shopper)) }, agent);
  if (created.status !== 200) return `checkout ${created.status}`;
  const { url } = JSON.parse(created.text) as { url: string };
  // The hosted page of the process that made the session (same database either way).
  const path = new URL(url).pathname;
  const form = { method: 'POST', path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: CARD };
  const paid = await rawRequest(base, form, agent);
  return paid.status === 303 ? { sessionId: path.split('/').pop()! } : `card ${paid.status}`;
}

export async function drive(input: DriverInput): Promise<DriverResult> {
  const startedAt = Date.now();
  const deadline = startedAt + input.durationSec * 1000;
  let paid = 0;
  let failures = 0;
  const failedBy: Record<string, number> = {};
  const answered: Array<[string, number]> = [];
  await Promise.all(
    Array.from({ length: input.connections }, async (_, i) => {
      const base = input.urls[i % input.urls.length]!;
      const shopper = input.shoppers[i % input.shoppers.length]!;
      while (Date.now() < deadline) {
        const outcome = await checkoutOnce(base, shopper).catch((error: unknown) => (error instanceof Error ? error.message : String(error)));
        if (typeof outcome !== 'string') {
          paid++;
          answered.push([outcome.sessionId, Date.now()]);
        } else {
          failures++;
          failedBy[outcome] = (failedBy[outcome] ?? 0) + 1;
        }
      }
    }),
  );
  return { paid, failures, failedBy, startedAt, endedAt: Date.now(), answered };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await drive(JSON.parse(process.argv[2]!) as DriverInput);
  process.stdout.write(`${JSON.stringify(result)}\n`);
  agent.destroy(); // kept-alive sockets would keep the process running
}
