import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HeldWebhook {
  /** Give it as LOCAL_CHECKOUT_WEBHOOK_URL: event deliveries arrive here and wait. */
  url: string;
  /** Resolves when the n-th delivery has arrived (1-based). */
  arrived(n?: number): Promise<void>;
  /** Lets every held delivery go: forwarded to `target` (the real webhook), or answered 200 here. */
  release(target?: string): void;
  close(): Promise<void>;
}

/** A webhook that holds each delivery until released: a job that is slow because its call is. */
export async function startHeldWebhook(): Promise<HeldWebhook> {
  const held: Array<(target?: string) => void> = [];
  const waiters: Array<() => void> = [];
  let released: { target?: string } | undefined;
  let arrivals = 0;
  const server = http.createServer(async (req, res) => {
    arrivals += 1;
    for (const wake of waiters.splice(0)) wake();
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const answer = async (target?: string) => {
      if (!target) return void res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"received":true}');
      const forwarded = await fetch(target, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Stripe-Signature': String(req.headers['stripe-signature']) },
        body: Buffer.concat(chunks),
      });
      res.writeHead(forwarded.status, { 'Content-Type': 'application/json' }).end(await forwarded.text());
    };
    if (released) return void answer(released.target);
    held.push((target) => void answer(target));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const arrived = async (n = 1) => {
    while (arrivals < n) await new Promise<void>((resolve) => waiters.push(resolve));
  };
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhook`,
    arrived,
    release: (target) => {
      released = { target };
      for (const go of held.splice(0)) go(target);
    },
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
