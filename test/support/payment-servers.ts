import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startServer, type RunningServer } from '../../src/server.js';
import type { Database } from '../../src/shared/db/database.js';
import { createLogger } from '../../src/shared/logger.js';
import { aRestaurant } from '../builders/restaurant-builder.js';
import { aCustomer, placeOrder } from './customers.js';
import { freePort } from './ports.js';
import type { TestServer } from './test-server.js';

/** A card the local checkout accepts (Stripe's 4242 test card), as its form posts it. */
export const TEST_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 49', cvc: '123', cardName: 'Ada Lovelace' };

/** Posts the local checkout page's card form as a browser does; redirects are not followed. */
export function submitCard(pageUrl: string, card: Partial<typeof TEST_CARD> = {}): Promise<Response> {
  return fetch(pageUrl, { method: 'POST', body: new URLSearchParams({ ...TEST_CARD, ...card }), redirect: 'manual' });
}

/** A new customer's order at a new restaurant, paid on the local checkout page (at the server's own address). */
export async function payAnOrder(server: TestServer, email: string): Promise<{ orderId: string; answer: Response }> {
  const restaurantId = await aRestaurant().insert(server.db);
  const { orderId, url } = await placeOrder(server, await aCustomer(server, email), restaurantId);
  return { orderId, answer: await submitCard(server.url + new URL(url).pathname) };
}

export interface WebhookStandIn {
  /** Give it (with the webhook path) as LOCAL_CHECKOUT_WEBHOOK_URL: the local checkout then delivers its events here. */
  url: string;
  received: Array<{ signature?: string; body: string; answered: number }>;
  /** Where calls go once the planned failures are spent. */
  forwardTo(url: string): void;
  close(): Promise<void>;
}

async function bodyOf(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

/** Stands between the local checkout and the webhook: answers 500 to the first `failures` calls, then forwards. */
export async function startWebhookStandIn(failures: number): Promise<WebhookStandIn> {
  const received: WebhookStandIn['received'] = [];
  let target: string | undefined;
  const server = http.createServer(async (req, res) => {
    const body = await bodyOf(req);
    const signature = req.headers['stripe-signature'] as string | undefined;
    if (received.length < failures || !target) {
      received.push({ signature, body, answered: 500 });
      res.writeHead(500, { 'Content-Type': 'application/json' }).end('{"message":"stand-in failure"}');
      return;
    }
    const answer = await fetch(target + (req.url ?? '/'), {
      method: req.method,
      headers: { 'Content-Type': req.headers['content-type'] ?? 'application/json', ...(signature && { 'Stripe-Signature': signature }) },
      body,
    });
    received.push({ signature, body, answered: answer.status });
    res.writeHead(answer.status, { 'Content-Type': answer.headers.get('content-type') ?? 'application/json' }).end(await answer.text());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    forwardTo: (url) => void (target = url),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * After `server.close()` (HTTP, jobs and connections gone, database kept): a new process on
 * the same database and DATA_DIR, serving itself at its own address. Clean up with
 * `closeAfterRestart`.
 */
export async function startAgain(server: TestServer): Promise<RunningServer> {
  const port = await freePort();
  // Its events go to its own webhook, whatever stand-in the first process delivered to.
  const { payments } = server.config;
  const own = payments.kind === 'local' ? { ...payments, webhookUrl: undefined } : payments;
  const config = { ...server.config, port, publicUrl: `http://localhost:${port}`, payments: own };
  return startServer(config, { logger: createLogger(config.logLevel), validateResponses: true });
}

export async function closeAfterRestart(server: TestServer, restarted: RunningServer | undefined): Promise<void> {
  await restarted?.close();
  await server.database.destroy();
  fs.rmSync(server.config.dataDir, { recursive: true, force: true });
}

export function paidInTime(db: Database, orderId: string): Promise<boolean> {
  return eventually(async () => (await db('orders').where({ id: orderId, status: 'paid' }).first('id')) !== undefined, 'the order to be paid');
}

/** Polls `probe` until it returns something truthy (about 20 s at most; on the monotonic clock, so tests that freeze Date can use it). */
export async function eventually<T>(probe: () => Promise<T>, what: string, timeoutMs = 20_000): Promise<T> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (performance.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Waits until payments' refund job has answered every refund asked for (docs/architecture/refunds.md):
 * its writes land in the background, and must not be taken for those of the next request.
 */
export function refundsSettled(db: Database): Promise<boolean> {
  return eventually(async () => Number((await db('order_refunds').where({ status: 'pending' }).count({ n: '*' }))[0]!.n) === 0, 'refunds to settle');
}
